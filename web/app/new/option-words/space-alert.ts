/** Space Alert's options in words, from its config schema, the rules digest and the mission data (titles and contents). */
import { MISSIONS } from '../../../../shared/games/space-alert/data';
import type { GameOptionWords } from '../../../lib/config-fields';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a mission holds, counted from its script: threats (serious, internal), unconfirmed reports, data events, silence. */
function contents(m: (typeof MISSIONS)[number]): string {
  const threats = m.events.flatMap((e) => (e.type === 'threat' ? [e] : []));
  const confirmed = threats.filter((t) => t.confirmed);
  const serious = confirmed.filter((t) => t.severity === 'serious').length;
  const internal = confirmed.filter((t) => t.kind === 'internal').length;
  const unconfirmed = threats.length - confirmed.length;
  const data = m.events.filter((e) => e.type === 'incoming_data' || e.type === 'data_transfer').length;
  const silence = m.events.reduce((sum, e) => sum + (e.type === 'communications_down' ? e.duration : 0), 0);
  const kinds = [serious ? `${serious} serious` : null, internal ? `${internal} internal` : null].filter(Boolean).join(', ');
  const parts = [
    `${plural(confirmed.length, 'threat')}${kinds ? ` (${kinds})` : ''}`,
    unconfirmed ? plural(unconfirmed, 'unconfirmed report') : null,
    plural(data, 'data event'),
    silence ? `${silence} s of communications down` : 'no communications down',
  ];
  return `${m.phases} phases; ${parts.filter(Boolean).join(', ')}.`;
}

/** "Mission 1 (CD 'mission' track 1; presumably …)" reads "Mission 1"; the training tracks keep their note. */
const title = (t: string) => (t.includes('training') ? t : t.replace(/\s*\(.*\)\s*$/, ''));

const DIFFICULTY = {
  white: { label: 'White threats only', description: 'The easier threat cards.' },
  yellow: { label: 'Yellow threats only', description: 'The harder threat cards.' },
  mixed: { label: 'White and yellow mixed', description: 'Between the two.' },
};

export function spaceAlertWords(): GameOptionWords {
  return {
    mission: {
      label: 'Mission',
      description: 'The soundtrack script the crew flies: when threats are announced and when data and silence come.',
      choices: {
        random: { label: 'A new random mission', description: 'Generated for this table: 3 phases, threat level 8 (a serious threat counts twice), one unconfirmed report.' },
        ...Object.fromEntries(MISSIONS.map((m) => [m.id, { label: title(m.title), description: contents(m) }])),
      },
    },
    normalDifficulty: { label: 'Common threats', description: 'Which deck the common threats come from.', choices: DIFFICULTY },
    seriousDifficulty: { label: 'Serious threats', description: 'Which deck the serious threats come from.', choices: DIFFICULTY },
    fifthMember: {
      label: 'A fifth crew member (an android)',
      description: 'Adds one android so the crew has five members; unconfirmed reports then count as threats. With 2 or 3 players androids fill the crew anyway.',
    },
    campaign: { label: 'Missions in a row (campaign)', description: '1 is a single mission; 2 or 3 fly linked missions, carrying damage between them.' },
    androidSeats: { hidden: true },
    timePressure: {
      label: 'Pressure',
      description: 'How the table replaces the soundtrack\u2019s real-time clock. Scores are not comparable across modes.',
      choices: {
        relaxed: { label: 'Relaxed', description: 'No clock: each announcement waits until the whole crew is ready. The rulebook\u2019s learning mode.' },
        live: { label: 'Live', description: 'Each planning window lasts as long as on the soundtrack, for a crew playing at the same time.' },
        budgeted: { label: 'Budgeted', description: 'No clock, but each window allows only so many card placements and removals, by its length on the soundtrack.' },
      },
    },
    secondsPerOperation: { label: 'Seconds of soundtrack per card operation', description: 'Budgeted pressure only: one placement or removal for each this many seconds of a window.' },
  };
}
