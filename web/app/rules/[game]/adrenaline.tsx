import { powerupTexts } from '../../../games/adrenaline/card-texts';

/** Adrenaline in a page: what a turn is, how damage, marks and deaths score, and what each powerup does. */
export function AdrenalineRules() {
  return (
    <>
      <p>
        Three to five players shoot each other in a small arena. Nobody is ever out: a killed character comes back at the end of the turn. The player
        with the most points at the end wins.
      </p>
      <h2>Your turn</h2>
      <ol>
        <li>On your very first turn, draw two powerups, keep one and discard the other: you appear on the spawnpoint of the discarded card&apos;s colour.</li>
        <li>
          Take two actions, the same one twice if you like:
          <ul>
            <li><strong>Run</strong>: move up to 3 squares (through doors, never through walls).</li>
            <li><strong>Grab</strong>: move up to 1 square, then take the ammo tile there, or buy a weapon from the rack if the square is a spawnpoint.</li>
            <li><strong>Shoot</strong>: fire one loaded weapon; it is then unloaded until you reload it.</li>
          </ul>
        </li>
        <li>Reload any unloaded weapons by paying their full cost, then end your turn.</li>
      </ol>
      <p>Newton and Teleporter may be played before or after any of your actions. Ending your turn with actions left is allowed.</p>
      <h2>Ammo and weapons</h2>
      <ul>
        <li>You hold at most 3 cubes of each colour and at most 3 powerups. A powerup may be discarded to pay one cube of its colour.</li>
        <li>Buying a weapon costs its price minus the first cube; reloading costs the whole price. You own at most 3 weapons: buying a fourth drops one on the rack.</li>
        <li>A weapon&apos;s basic effect is paid by its being loaded. Optional effects and alternative modes cost the extra cubes shown next to them.</li>
      </ul>
      <h2>Sight and targets</h2>
      <p>
        You see everyone in your own room, and, if your square has a door, everyone in the room beyond that door. Most weapons hit only players you see;
        some hit by distance or direction instead, as their text says. You never hit yourself.
      </p>
      <h2>Damage and marks</h2>
      <ul>
        <li>Damage goes on the victim&apos;s board in the shooter&apos;s colour, in order. A mark is a promise of damage: the next time that shooter deals damage to you, all their marks on you turn into damage too.</li>
        <li>One shooter can have at most 3 marks on one player.</li>
        <li>With 3 damage your Grab may move 2 squares; with 6 damage you may move 1 square before you Shoot.</li>
        <li>The 11th damage kills; a 12th is an overkill, and the victim gives the killer a revenge mark.</li>
      </ul>
      <h2>Scoring a death</h2>
      <p>
        At the end of the turn each killed board is scored: 1 point for first blood (the first damage), then 8, 6, 4, 2, 1, 1 points to the players who
        dealt the most damage (a tie goes to whoever hit first). Every death lowers what that board pays next time. The killer&apos;s token takes a
        skull from the kill-shot track (two tokens for an overkill), and two kills in one turn give a point more.
      </p>
      <h2>The end</h2>
      <p>
        When the last skull is taken the game ends (Sudden Death), or every player plays one last Final Frenzy turn with its own actions and boards
        that pay 2, 1, 1, 1. Then the kill-shot track pays 8, 6, 4, 2, 1, 1 to the players with the most tokens on it, and the most points win.
      </p>
      <h2>Powerups</h2>
      <dl>
        {powerupTexts().map((p) => (
          <div key={p.name}>
            <dt><strong>{p.name}</strong></dt>
            <dd>{p.text}</dd>
          </div>
        ))}
      </dl>
      <p>Each weapon&apos;s own text shows on its card at the table: hover or tap it.</p>
    </>
  );
}
