import { useEffect, useRef, type ReactNode } from 'react';
import { PageHeader } from '../../../../components/layout/page-header';
import { TabList, TabPanel, type TabItem } from '../../../../components/ui/tabs';
import { useTabParam } from '../hooks/use-tab-param';
import { AdminIntro } from './admin-intro';
import { BlueprintsTab } from '../../settings/components/blueprints-tab';
import { CompeteTab } from '../../competitions/components/compete-tab';
import { CoverageTab } from '../../questions/components/coverage-tab';
import { ManageTab } from '../../questions/components/manage-tab';
import { ReviewTab } from '../../questions/components/review-tab';
import { SettingsTab } from '../../settings/components/settings-tab';
import { SubscriptionsTab } from '../../subscriptions/components/subscriptions-tab';
import { TopicsTab } from '../../questions/components/topics-tab';
import { UploadTab } from '../../questions/components/upload-tab';

type Tab =
  | 'settings'
  | 'upload'
  | 'manage'
  | 'coverage'
  | 'compete'
  | 'review'
  | 'blueprints'
  | 'topics'
  | 'subscriptions';

const TABS: readonly TabItem<Tab>[] = [
  { value: 'settings', label: 'Settings' },
  { value: 'upload', label: 'Upload' },
  { value: 'manage', label: 'Manage' },
  { value: 'coverage', label: 'Coverage' },
  { value: 'compete', label: 'Compete' },
  { value: 'review', label: 'Review' },
  { value: 'blueprints', label: 'Blueprints' },
  { value: 'topics', label: 'Topics' },
  { value: 'subscriptions', label: 'Subscriptions' },
];
const TAB_VALUES = TABS.map((t) => t.value);

const PANELS: Record<Tab, () => ReactNode> = {
  settings: () => <SettingsTab />,
  upload: () => <UploadTab />,
  manage: () => <ManageTab />,
  coverage: () => <CoverageTab />,
  compete: () => <CompeteTab />,
  review: () => <ReviewTab />,
  blueprints: () => <BlueprintsTab />,
  topics: () => <TopicsTab />,
  subscriptions: () => <SubscriptionsTab />,
};

/** /app/admin: the staff-only tools, one lazy chunk that students never download. */
export function AdminPanel() {
  const [tab, setTab] = useTabParam(TAB_VALUES, 'settings');
  const strip = useRef<HTMLDivElement>(null);

  // Nine tabs do not fit a phone's width: scroll the strip (sideways only) to the chosen one.
  useEffect(() => {
    const el = document.getElementById(`admin-tab-${tab}`);
    const box = strip.current;
    if (!el || !box) return;
    const left = el.offsetLeft - box.offsetLeft;
    if (left < box.scrollLeft || left + el.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollTo({ left: left - 16 });
  }, [tab]);

  return (
    <section className="space-y-4">
      <PageHeader title="Admin Panel">Manage exams, questions and competitions.</PageHeader>
      <AdminIntro />
      <div ref={strip} className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div className="min-w-[46rem]">
          <TabList tabs={TABS} value={tab} onChange={setTab} idPrefix="admin" label="Admin tools" />
        </div>
      </div>
      <TabPanel idPrefix="admin" value={tab}>
        {PANELS[tab]()}
      </TabPanel>
    </section>
  );
}
