import type { CheckListItem } from '../components/check-list';
import { MarketingSection } from '../components/marketing-section';
import { type GuideStep, NumberedSteps } from '../components/numbered-steps';
import { GoodToKnow } from './good-to-know';

interface GuideStepsSectionProps {
  title: string;
  steps: readonly GuideStep[];
  goodToKnow: readonly CheckListItem[];
}

/** The body of both guides: the numbered steps with the "Buono a sapersi" box beside them. */
export function GuideStepsSection({ title, steps, goodToKnow }: GuideStepsSectionProps) {
  return (
    <MarketingSection title={title}>
      <div className="row gy-5">
        <div className="col-lg-7">
          <NumberedSteps steps={steps} />
        </div>
        <div className="col-lg-5 col-xl-4 offset-xl-1">
          <GoodToKnow items={goodToKnow} />
        </div>
      </div>
    </MarketingSection>
  );
}
