import type { ReportObject } from '@storycat/contract';
import { REPORT_UI, zodiacName, ZODIAC_NAMES } from '@storycat/contract/report-texts';
import { AbilityBars } from './ability-bars.tsx';
import { TraitsRadar } from './traits-radar.tsx';

/** The animal's picture (Fluent Emoji artwork in /zodiac), or a question mark for an unknown animal. */
function ZodiacPicture({ animal }: { animal: string | undefined }) {
  if (!animal || !(animal in ZODIAC_NAMES))
    return (
      <div className="zodiac-picture zodiac-unknown" aria-hidden="true">
        ?
      </div>
    );
  return <img className="zodiac-picture" src={`/zodiac/${animal}.svg`} alt={zodiacName(animal)} />;
}

/** 人格特質: zodiac animal, ability bars and the five-trait radar. */
export function TraitsTab({ report }: { report: ReportObject | null }) {
  return (
    <div className="report-traits">
      <section className="report-block zodiac">
        <ZodiacPicture animal={report?.character?.animal} />
        <div>
          <h3 data-testid="zodiac-name">{zodiacName(report?.character?.animal)}</h3>
          <p>{report?.character?.text ?? REPORT_UI.loading}</p>
        </div>
      </section>
      {report?.ability ? <AbilityBars ability={report.ability} /> : null}
      {report?.traits ? <TraitsRadar traits={report.traits} /> : null}
    </div>
  );
}
