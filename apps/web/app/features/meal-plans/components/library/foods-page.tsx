import { Link, useSearchParams } from 'react-router';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { AboutTheData } from './about-the-data.tsx';
import { FoodDatabase } from './food-database.tsx';
import { PracticeFoods } from './practice-foods.tsx';
import { RecipeLibrary } from './recipe-library.tsx';

const TABS = [
  { value: 'database', label: 'Food database' },
  { value: 'practice', label: 'Practice foods' },
  { value: 'recipes', label: 'Recipes' },
  { value: 'about', label: 'About the data' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.value === value);

/**
 * Foods & Recipes: the food database, the practice's own foods, its recipe library and
 * where the values come from. The open tab is in the address, so a link can open one.
 */
export function FoodsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'database';
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-stone-700">
        Look up any food’s nutrients, keep the practice’s own foods and write recipes to use in meal
        plans. Values come from IFCT 2017 (ICMR–NIN) and the Indian Nutrient Databank:{' '}
        <Link to="?tab=about" className="font-medium text-emerald-800 underline">
          about the data
        </Link>
        .
      </p>
      <Tabs
        label="Foods and recipes"
        value={tab}
        onValueChange={(next) => setParams({ tab: next })}
        tabs={TABS}
      >
        <TabPanel value="database">
          <FoodDatabase />
        </TabPanel>
        <TabPanel value="practice">
          <PracticeFoods />
        </TabPanel>
        <TabPanel value="recipes">
          <RecipeLibrary />
        </TabPanel>
        <TabPanel value="about">
          <AboutTheData />
        </TabPanel>
      </Tabs>
    </div>
  );
}
