/** Voidfall in a page: the cycles, a Focus turn, the galaxy, combat, corruption and the end; then the defaults in play. */
import { competitiveDefaults } from '../../../../shared/games/voidfall/view';
import { DefaultsList } from '../../../games/voidfall/defaults-list';

export function VoidfallRules() {
  return (
    <>
      <p>
        Two to four Houses of a fallen empire rebuild their civilizations in a galaxy overrun by the Voidborn. Each player leads one House: its
        Home Sector and Outpost, its own set of Focus cards, a House mat with resources, Fleet Power and three Civilization tracks. After three
        Cycles the player with the most Influence wins; a tie goes to the player with fewer Corruption markers on their mat and sectors, and is
        otherwise shared.
      </p>
      <h2>Setting out</h2>
      <ul>
        <li>The scenario names the Fallen Houses whose sectors lie in the galaxy and the four Houses players may take. In turn order each player chooses a House and one of its two Origins, which sets the starting pieces, resources and tracks.</li>
        <li>Each player starts with 10 Influence, a Glory token of 2, a hand of 8 Focus cards (Innovation joins after the first Cycle), a starting Technology and a Starting Agenda.</li>
      </ul>
      <h2>A Cycle (three in a game)</h2>
      <ol>
        <li><strong>Preparation.</strong> From the second Cycle a Trade token leaves the Galactic board and the improved Technologies open up; the Cycle’s Galactic Event is revealed and sets how many Focus rounds it has.</li>
        <li><strong>Focus rounds.</strong> In turn order each player takes one Focus turn per round.</li>
        <li><strong>Evaluation.</strong> The Voidborn strike back at every player in a Skirmish; each player pays Upkeep for their Agendas and sectors (3 Influence lost for each one unpaid), then scores the Galactic Event’s objectives and those of their Pure Agendas; discarded Focus cards return to hand.</li>
      </ol>
      <h2>A Focus turn</h2>
      <ol>
        <li><strong>Selection.</strong> Play one Focus card, and if you wish an Agenda from hand that shows its Focus icon.</li>
        <li><strong>Actions.</strong> Take up to two of the card’s three actions (all three by flipping a Trade token first) and the Agenda’s action, each once, in any order. Pay the whole cost, then resolve any of the effects (a green line: any of them; a red line: one). Until you confirm the turn you can take actions back, unless a card was drawn or a token turned.</li>
        <li><strong>Clean-up.</strong> Fleets over two tokens in a sector are recalled, Glory over four tokens returned, the played Agenda goes to a slot of your mat, Trade tokens go onto your Agendas, and the Focus card is discarded.</li>
      </ol>
      <h2>The galaxy</h2>
      <ul>
        <li>Sectors hold Population, Guilds (which set your production), Installations (Shipyards, Sector Defenses, Starbases) and fleets. Voidborn sectors are taken by invading with Fleet Power from adjacent sectors; Voidstorms block movement across an edge.</li>
        <li>Combat has no dice: Sector Defenses and Starbases fire first, then Salvo steps by Initiative. Winning gains the sector, its Glory token and Influence equal to your total Glory.</li>
        <li>Corruption sits on sectors, Agenda slots or track markers; a Corrupted track space gives no benefit. The Skirmish hits harder the more Corruption is on your mat.</li>
      </ul>
      <h2>Influence</h2>
      <ul>
        <li>From Technologies (the +4 copy of a Technology), invasions, overproduction (3 per resource type produced past its limit of 15), Trade-token windfalls and your actions.</li>
      </ul>
      <h2>Options</h2>
      <ul>
        <li><strong>Advanced Focus</strong>: each round everyone picks a Focus card face down at once, revealed on their turn. <strong>Galaxy</strong>: one per scenario, or a new one each game.</li>
      </ul>
      <h2>Defaults in play</h2>
      <p>Where the published rules give no value, the game plays with these labelled defaults:</p>
      <DefaultsList defaults={competitiveDefaults} />
    </>
  );
}
