import { DRINK_EVERYDAY_NAMES } from './everyday-names-drinks.ts';
import { IFCT_EVERYDAY_NAMES } from './everyday-names-ifct.ts';

/**
 * Names people use for a food, which search matches as it matches the food's own name:
 * what a client types at 11 pm ("chai", "चाय", "dahi", "roti"), in Latin letters and in
 * Devanagari, with the common regional names. Ours, written for NourishWell (issue 32);
 * keyed by the food's code in the Indian Nutrient Databank (dishes as served) or IFCT 2017
 * (foods eaten as they come). A name is given to the one dish a person most likely means
 * by it ("dosa" is a plain dosa, "dal" a cooked dal); the practice adds its own names to
 * any food in the food list.
 */
const EVERYDAY_NAMES: Readonly<Record<string, readonly string[]>> = {
  // Indian Nutrient Databank
  ...DRINK_EVERYDAY_NAMES,
  // Vegetable and mayonnaise sandwich
  ASC036: ['veg sandwich', 'vegetable sandwich'],
  // Pea potato sandwich (toasted) (Matar aloo ka sandwich)
  ASC041: ['sandwich', 'aloo sandwich', 'सैंडविच'],
  // Cracked wheat porridge (Meetha daliya)
  ASC047: ['daliya', 'dalia', 'meetha daliya', 'दलिया'],
  // Oatmeal Porridge
  ASC050: ['oats', 'oatmeal', 'ओट्स'],
  // Cornflakes with milk
  ASC051: ['cornflakes', 'corn flakes', 'कॉर्नफ्लेक्स'],
  // Rice flakes (Chiwda/Aval)
  ASC052: ['chivda', 'chiwda', 'aval'],
  // Murmura (Puffed rice)
  ASC054: ['murmura', 'puffed rice', 'kurmura', 'mamra', 'मुरमुरे'],
  // Boiled egg (Ubla anda)
  ASC056: ['boiled egg', 'anda', 'ubla anda', 'egg', 'अंडा', 'उबला अंडा'],
  // Scrambled egg (Ande ki bhurji)
  ASC059: ['egg bhurji', 'anda bhurji', 'अंडा भुर्जी'],
  // Plain omelette/omlet
  ASC061: ['omelette', 'omelet', 'omlet', 'amlet', 'ऑमलेट', 'आमलेट'],
  // Clear tomato soup (Tamatar ka soup)
  ASC079: ['soup', 'tomato soup', 'टमाटर सूप', 'सूप'],
  // Chapati/Roti
  ASC096: [
    'roti',
    'chapati',
    'chapathi',
    'chappati',
    'phulka',
    'fulka',
    'rotli',
    'रोटी',
    'चपाती',
    'फुलका',
  ],
  // Plain parantha/paratha
  ASC097: ['paratha', 'parantha', 'porotta', 'पराठा', 'परांठा'],
  // Potato parantha/paratha (Aloo ka parantha/paratha)
  ASC098: ['aloo paratha', 'aloo parantha', 'आलू पराठा'],
  // Poori
  ASC107: ['poori', 'puri', 'पूरी'],
  // Boiled rice (Uble chawal)
  ASC113: [
    'rice',
    'chawal',
    'bhaat',
    'bhat',
    'sadam',
    'annam',
    'choru',
    'steamed rice',
    'plain rice',
    'चावल',
    'भात',
  ],
  // Plain pulao
  ASC114: ['pulao', 'pulav', 'pilaf', 'पुलाव'],
  // Mutton biryani/biriyani
  ASC122: ['mutton biryani'],
  // Vegetable biryani/biriyani
  ASC123: ['biryani', 'veg biryani', 'बिरयानी'],
  // Lemon rice (Pulihora, Elumichai sadam, Chitranna)
  ASC124: ['lemon rice', 'chitranna', 'नींबू चावल'],
  // Curd rice (Dahi bhaat/Dahi chawal/ Perugu annam/Daddojanam/Thayir saadam)
  ASC126: ['curd rice', 'dahi chawal', 'thayir sadam'],
  // Naan
  ASC142: ['naan', 'नान'],
  // Bhatura
  ASC143: ['bhatura', 'bhature', 'भटूरा'],
  // Idli
  ASC144: ['इडली', 'iddli', 'idly'],
  // Masala dosa
  ASC146: ['मसाला दोसा', 'masala dose'],
  // Semolina dosa (Suji/Rava dosa)
  ASC147: ['rava dosa', 'रवा दोसा'],
  // Makki ki roti
  ASC150: ['makki di roti', 'मक्की की रोटी'],
  // Washed moong dal (Dhuli moong ki dal)
  ASC151: ['moong dal', 'moong ki dal', 'मूंग दाल'],
  // Mixed dal
  ASC155: [
    'dal',
    'daal',
    'dhal',
    'dal tadka',
    'dal fry',
    'tadka dal',
    'arhar dal',
    'toor dal',
    'tuvar dal',
    'paruppu',
    'pappu',
    'दाल',
    'दाल तड़का',
  ],
  // Whole masoor (Masoor ki dal)
  ASC157: ['masoor dal', 'मसूर दाल'],
  // Moti mahal dal (Urad rajmah mix dal)
  ASC160: ['dal makhani', 'maa ki dal', 'दाल मखनी'],
  // Black channa curry/Bengal gram curry (Kale chane ki curry)
  ASC161: ['kala chana', 'kale chane', 'काला चना'],
  // Chickpeas curry (Safed channa curry)
  ASC162: [
    'chole',
    'chhole',
    'chana masala',
    'kabuli chana',
    'chana',
    'chane',
    'छोले',
    'चना मसाला',
    'चना',
  ],
  // Lobia curry
  ASC163: ['lobia', 'chawli', 'लोबिया'],
  // Kidney bean curry (Rajmah curry)
  ASC165: ['rajma', 'rajmah', 'राजमा', 'rajma curry'],
  // Sambar
  ASC167: ['sambar', 'sambhar', 'saambar', 'सांबर', 'सांभर'],
  // Besan kadhi with pakodies
  ASC168: ['kadhi', 'kadi', 'कढ़ी', 'kadhi pakora'],
  // Sprouted moong dal chat
  ASC170: ['sprouts', 'sprouts chaat', 'moong sprouts', 'अंकुरित मूंग'],
  // Potato cauliflower (Aloo gobhi)
  ASC171: ['aloo gobi', 'aloo gobhi', 'आलू गोभी'],
  // Brinjal bhartha (Baingan ka bhartha)
  ASC177: ['baingan bharta', 'bharta', 'बैंगन भरता'],
  // Dry potato (Sookhe aloo)
  ASC178: ['sukhi sabzi', 'sookhe aloo', 'jeera aloo'],
  // Pea potato curry (Aloo matar)
  ASC190: ['aloo matar', 'आलू मटर'],
  // Pea paneer curry (Matar paneer)
  ASC191: ['matar paneer', 'मटर पनीर'],
  // Dum aloo
  ASC214: ['dum aloo', 'दम आलू'],
  // Spinach paneer (Palak paneer)
  ASC215: ['palak paneer', 'पालक पनीर'],
  // Sarson ka saag
  ASC217: ['sarson da saag', 'saag', 'सरसों का साग'],
  // Shahi paneer
  ASC221: ['shahi paneer', 'शाही पनीर'],
  // Chicken curry
  ASC240: ['chicken curry', 'murgh curry', 'चिकन करी'],
  // Butter chicken
  ASC242: ['butter chicken', 'murgh makhani', 'बटर चिकन'],
  // Fish curry (Machli curry)
  ASC246: ['fish curry', 'machli', 'macher jhol', 'मछली करी'],
  // Sprouted moong salad
  ASC259: ['sprouts salad', 'sprout salad'],
  // Fruit salad (Phalon ka salaad)
  ASC265: ['fruit salad', 'फ्रूट सलाद'],
  // Cucumber raita (Kheere ka raita)
  ASC273: ['raita', 'cucumber raita', 'kheera raita', 'रायता'],
  // Dahi vadas/Dahi bhalla
  ASC279: ['dahi vada', 'dahi bhalla', 'दही वड़ा'],
  // Rice kheer (Chawal ki kheer)
  ASC282: ['kheer', 'payasam', 'payesh', 'khir', 'खीर'],
  // Semolina halwa (Suji ka halwa)
  ASC293: ['halwa', 'suji halwa', 'sheera', 'kesari', 'हलवा', 'सूजी का हलवा'],
  // Carrot halwa (Gajar ka halwa)
  ASC295: ['gajar halwa', 'gajar ka halwa', 'गाजर का हलवा'],
  // Plain burfi (Burfi)
  ASC335: ['burfi', 'barfi', 'बर्फी'],
  // Gram flour ladoo (Besan ladoo)
  ASC343: ['ladoo', 'laddu', 'laddoo', 'besan ladoo', 'लड्डू'],
  // Gulab Jamun with khoya
  ASC348: ['gulab jamun', 'गुलाब जामुन'],
  // Onion pakora/pakoda (Pyaaz ke pakode)
  ASC352: ['onion pakoda', 'kanda bhaji', 'pyaz pakoda'],
  // Mixed vegetable pakora/pakoda
  ASC354: ['pakora', 'pakoda', 'bhajiya', 'bhaji', 'पकोड़ा', 'पकौड़े'],
  // Potato bonda (Aloo bonda)
  ASC360: ['aloo bonda', 'bonda'],
  // Potato samosa (Aloo ka samosa)
  ASC361: ['samosa', 'समोसा'],
  // Khasta kachori
  ASC365: ['kachori', 'कचौड़ी'],
  // Coconut chutney (Nariyal ki chutney)
  ASC386: ['coconut chutney', 'nariyal chutney', 'नारियल चटनी'],
  // Mint and coriander chutney (Pudinay aur dhaniye ki chutney)
  ASC387: ['green chutney', 'hari chutney', 'हरी चटनी', 'chutney'],
  // Sweet plain biscuit
  ASC441: ['biscuit', 'biscuits', 'marie', 'glucose biscuit', 'बिस्किट'],
  // Dhokla
  ASC474: ['dhokla', 'ढोकला'],
  // Kashmiri tea (Kehwa)
  BFP007: ['kahwa', 'kehwa', 'कहवा'],
  // Steeped hot coffee
  BFP008: ['filter coffee', 'kaapi', 'kapi', 'फ़िल्टर कॉफ़ी'],
  // Jal jeera
  BFP024: ['jaljeera', 'जलजीरा'],
  // Semolina upma (Suji/Rava upma)
  BFP039: ['upma', 'uppittu', 'uppuma', 'rava upma', 'उपमा'],
  // Poha
  BFP044: ['poha', 'pohe', 'kanda poha', 'aval', 'avalakki', 'पोहा', 'पोहे'],
  // Cumin pulao (Jeera/Zeera pulao)
  BFP134: ['jeera rice', 'zeera rice', 'जीरा राइस', 'जीरा चावल'],
  // Plain khitchdi (Plain khichri/khichdi)
  BFP144: ['khichdi', 'khichri', 'khichadi', 'खिचड़ी'],
  // Plain dosa
  BFP148: ['dosa', 'dosai', 'dose', 'sada dosa', 'दोसा', 'डोसा'],
  // Uttapam
  BFP152: ['uthappam', 'uttappam', 'oothappam', 'उत्तपम'],
  // Appam
  BFP153: ['appam', 'aapam', 'अप्पम'],
  // Rasam with tamarind (Puli rasam/ Chintapandu rasam/ Charu/Saaru)
  BFP176: ['rasam', 'saaru', 'charu', 'रसम'],
  // Potato curry (Aloo ki sabzi)
  BFP239: ['aloo sabzi', 'aloo ki sabzi', 'potato curry', 'आलू की सब्ज़ी'],
  // Egg curry (Anda curry)
  BFP240: ['egg curry', 'anda curry', 'अंडा करी'],
  // Vegetable curry with coconut
  BFP241: ['veg curry', 'vegetable curry', 'veg kurma'],
  // Okra/Lady's fingers fry (Bhindi sabzi/sabji/subji)
  BFP269: ['bhindi', 'bhindi fry', 'okra', 'bhindi sabzi', 'भिंडी'],
  // Vegetables stir fry
  BFP278: [
    'sabzi',
    'sabji',
    'subzi',
    'mixed veg',
    'mix veg',
    'mixed vegetable sabzi',
    'सब्ज़ी',
    'सब्जी',
  ],
  // Tossed green salad
  BFP301: ['salad', 'green salad', 'सलाद'],
  // Rasgulla
  BFP392: ['rasgulla', 'rosogolla', 'रसगुल्ला'],
  // Rasmalai
  BFP393: ['rasmalai', 'रसमलाई'],
  // Plain urad dal vada (Uzunne vada/Minapa garelu/Ulundu vadai/Medu vada)
  BFP436: ['vada', 'medu vada', 'vadai', 'uzhunnu vada', 'वड़ा', 'मेदू वड़ा'],
  // Namkeen daliya
  BFP577: ['namkeen dalia'],
  // Thandai
  OSR005: ['ठंडाई'],
  // Gram flour chilla/cheela (Besan chilla/cheela)
  OSR100: ['besan chilla', 'besan cheela', 'chilla', 'cheela', 'pudla', 'बेसन चीला'],
  // Methi thepla
  OSR104: ['thepla', 'ठेपला'],
  // Rice puttu (Ari puttu)
  OSR105: ['puttu', 'पुट्टु'],
  // Pav bhaji
  OSR112: ['pav bhaji', 'पाव भाजी'],
  // Bhel puri
  OSR114: ['bhel', 'bhelpuri', 'भेलपुरी'],
  // Split bengal gram dal (Channa dal)
  OSR142: ['chana dal', 'चना दाल'],
  ...IFCT_EVERYDAY_NAMES,
};

/** The names people use for the food with this code (none for most foods). */
export function everydayNamesOf(code: string): string[] {
  return [...(EVERYDAY_NAMES[code] ?? [])];
}
