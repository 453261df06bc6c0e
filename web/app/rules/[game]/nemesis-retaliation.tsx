/** Nemesis: Retaliation in a page: the facility built as it is explored, a round, the actions, noise, combat, oxygen, escapes and the end. */
export function NemesisRetaliationRules() {
  return (
    <>
      <p>
        One to five marines are dropped into an alien facility whose layout nobody knows: it is built room by room as they explore it. Each player
        keeps one of two secret objectives and wins alone: several may win, and betrayal is possible. To win, your character must get out (by the
        Lander, in the Hibernatorium, or by the Escape Shuttle), survive the infection check at the end, and have met the objective you kept.
      </p>
      <h2>Setting out</h2>
      <ul>
        <li>In player-number order each player is dealt two characters and keeps one. Everyone starts in the Landing Zone with 7 oxygen and a deck of 10 action cards.</li>
        <li>Players without a Contractor take one support equipment card each; then everyone fills a tactical belt with 4 tokens: ammo, grenade, oxygen or medpack.</li>
        <li>Each player holds two objectives. Once during the game, on your turn, you may choose the one you keep (free); the other stays secret for ever.</li>
      </ul>
      <h2>A round (14 at most)</h2>
      <ol>
        <li><strong>Player phase.</strong> From the start player, each in turn takes two actions or passes, until everyone has passed. A turn ends with an oxygen loss in a section without life support, and fire damage in a burning room.</li>
        <li><strong>Intruder phase.</strong> Fire burns intruders; every intruder in a room with a character attacks.</li>
        <li><strong>Event phase.</strong> Marines aboard a landed Lander may take off; an event card moves intruders and has its effect; the intruder bag grows.</li>
        <li><strong>Cleanup.</strong> The start player changes, hands refill to 5 cards, the round marker moves on (the Lander tries to land on round 10; the Autodestruction may fire).</li>
      </ol>
      <h2>Actions</h2>
      <p>Actions are paid by discarding action cards from your hand; contamination cards never pay. An action card can itself be played as an action.</p>
      <ul>
        <li><strong>Move</strong> through a corridor; an unexplored corridor end builds the facility: an exploration card lays the next room and corridors, with noise, fire or malfunctions. <strong>Careful Move</strong> costs 2 and leaves a secure token.</li>
        <li><strong>Shoot</strong> an intruder in your room, <strong>Burst</strong> into a corridor (hits given out among the intruders there), or fight in <strong>Melee</strong>. Weapons spend ammo.</li>
        <li><strong>Use tactical gear</strong> from your belt, <strong>secure</strong> your room, or use the action of the room you stand in (not in combat).</li>
      </ul>
      <h2>Noise and intruders</h2>
      <ul>
        <li>Entering a room with nobody in it rolls the noise die: a number puts a noise marker on that corridor, or, if one is already there, brings in an intruder. A hazard draws one into the room.</li>
        <li>Intruders move toward the nearest marine, destroy closed doors, and attack by drawing an attack card. A secure token in a room stops the attack of an intruder that enters it, and is spent.</li>
      </ul>
      <h2>Health and oxygen</h2>
      <ul>
        <li>Damage moves your health marker; serious wounds cover the track. Past its last space you die. Armor is lost when you become heavily injured.</li>
        <li>Without life support in your section you lose oxygen at the end of each turn; at zero you are suffocating, and the next loss kills.</li>
      </ul>
      <h2>How it ends</h2>
      <ul>
        <li>After round 14, or when no marine is left in the facility, or at once when the facility is destroyed (Autodestruction, or no fire marker left). Anyone still inside dies.</li>
        <li>Survivors are scanned for infection; a Larva may hatch. Survivors who never chose an objective choose one now, in secret; the kept objectives are revealed and every survivor who met theirs wins.</li>
      </ul>
      <h2>Options</h2>
      <ul>
        <li><strong>Deadly Mode</strong>: a corridor printing two noise numbers answers either. <strong>Solo</strong> (one player): mission tasks instead of objectives.</li>
      </ul>
    </>
  );
}
