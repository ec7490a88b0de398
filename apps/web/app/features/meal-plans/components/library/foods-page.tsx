import { Link, useSearchParams } from 'react-router';
import { TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { useT } from '#web/lib/i18n/i18n.tsx';
import { withNodes } from '#web/lib/i18n/around-node.tsx';
import { AboutTheData } from './about-the-data.tsx';
import { FoodDatabase } from './food-database.tsx';
import { PracticeFoods } from './practice-foods.tsx';
import { RecipeLibrary } from './recipe-library.tsx';

const TABS = ['database', 'practice', 'recipes', 'about'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/**
 * Foods & Recipes: the food database, the practice's own foods, its recipe library and
 * where the values come from. The open tab is in the address, so a link can open one.
 */
export function FoodsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'database';
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-stone-700">
        {withNodes(t, 'foodLibrary.intro', {
          about: (
            <Link to="?tab=about" className="font-medium text-emerald-800 underline">
              {t('foodLibrary.introAbout')}
            </Link>
          ),
        })}
      </p>
      <Tabs
        label={t('foodLibrary.tabs.label')}
        value={tab}
        onValueChange={(next) => setParams({ tab: next })}
        tabs={TABS.map((value) => ({ value, label: t(`foodLibrary.tabs.${value}`) }))}
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
