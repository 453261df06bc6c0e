/** Nemesis in a page: the round, the actions and their costs, noise and encounters, combat, wounds, the event phase, and how the game ends. */
export function NemesisRules() {
  return (
    <>
      <p>
        One to five crew members wake from hibernation on a ship overrun by intruders. Each player has a secret objective and wins alone: several may
        win, it is not a cooperative game, and nobody may attack another character directly. To win, your objective must be met at the end and your
        character must survive, either asleep in a hibernation chamber when the ship jumps home in working order, or gone in an escape pod.
      </p>
      <h2>Setting out</h2>
      <ul>
        <li>In player-number order, each player is offered two characters and keeps one. Each character has its own deck of 10 action cards and a starting weapon.</li>
        <li>Everyone holds two objectives. At the First Encounter (the first intruder to appear) each player keeps one and the other is removed unseen.</li>
        <li>The rooms start face down with an exploration token; the Hibernatorium, the Cockpit and the three Engines are known from the start.</li>
      </ul>
      <h2>A round</h2>
      <ol>
        <li>
          <strong>Player phase.</strong> Everyone draws up to 5 cards (6 when starting in the Cabins). From the first player, each in turn takes two
          actions, or one action and passes, or passes. Whoever passed gets no more turns this round; the phase ends when everyone has passed. When
          passing you may discard any cards. A character ending a turn in a burning room takes a light wound.
        </li>
        <li>
          <strong>Event phase</strong> (played out by the table): the time marker moves (and the self-destruct one, if started); every intruder in a
          room with a character attacks; fire hurts intruders and burns an egg; an event card moves the intruders of the types it shows through its
          corridor number and then has its effect; one token is drawn from the intruder bag and the bag grows. The first player token then passes
          left.
        </li>
      </ol>
      <h2>Actions and their cost</h2>
      <p>
        Every action costs cards from your hand, discarded face up: 1 for a basic action, 2 for Careful Movement and for a room action, the printed
        number for an item. An action card is played by discarding it and paying its cost with other cards. Contamination cards never pay anything;
        they leave your hand only when you pass.
      </p>
      <ul>
        <li><strong>Move</strong> to a room next door through a corridor without a closed door. In combat, moving is an escape: every intruder in the room attacks you first.</li>
        <li><strong>Careful Movement</strong> (not in combat): move without a noise roll, and put a noise marker on a corridor of your choice of the new room instead.</li>
        <li><strong>Shoot</strong> an intruder or an egg with a loaded weapon, or fight hand to hand (<strong>Melee</strong>, which contaminates you).</li>
        <li><strong>Pick up</strong> a heavy object (a corpse, a carcass, an egg), <strong>Craft</strong> an item from two components, and use items, action cards and the action of the room you stand in (not in combat, not while it has a malfunction).</li>
      </ul>
      <h2>Exploring and noise</h2>
      <ul>
        <li>Entering a face-down room turns it up and resolves its exploration token: silence, danger, slime, fire, malfunction or a closed door. It also tells how many times the room can be searched.</li>
        <li>
          Entering a room with nobody in it makes a noise roll. A number puts a noise marker on that corridor; if one is already there, an intruder
          appears: an <strong>encounter</strong>. Danger draws the intruders from the rooms next door (or fills the room&apos;s corridors with noise);
          silence is quiet, unless you are covered in slime.
        </li>
        <li>In an encounter a token is drawn from the intruder bag. If the number on it is higher than the cards in your hand, the intruder attacks you by surprise.</li>
      </ul>
      <h2>Combat and wounds</h2>
      <ul>
        <li>A shot spends one ammo and rolls the combat die: a blank misses, a symbol hits only intruders up to that size, a hit or a double hit always hits. Each injury makes the table draw an attack card: when its blood value is no more than the injuries, the intruder dies and leaves a carcass; a retreat icon sends it away through a corridor.</li>
        <li>Intruder attacks draw an attack card: it harms you only if it shows the attacker. A Larva instead crawls onto your board and contaminates you.</li>
        <li>Three light wounds make a serious wound; serious wounds hinder you until dressed. A character with three serious wounds dies at the next wound, and the first death unlocks the escape pods.</li>
        <li>Contamination cards may be infected: nobody knows until a scan. An infected scan puts a Larva on your board, or kills you if one is already there.</li>
      </ul>
      <h2>How it ends</h2>
      <ul>
        <li>The ship jumps when the time track runs out: everyone still awake aboard dies. It explodes when the self-destruct reaches its end, or when a ninth fire or malfunction is needed: everyone aboard dies.</li>
        <li>When the last character aboard dies, hibernates or escapes, the game jumps to that end.</li>
        <li>
          Then the survivors are checked: if two engines are damaged the ship explodes; if the coordinates do not lead to Earth the sleepers die; each
          survivor with infected contamination may die of it. Every living character whose objective is met wins.
        </li>
      </ul>
      <h2>Modes</h2>
      <ul>
        <li><strong>Solo</strong> (one player, standard mode): two solo objectives, keep one at the First Encounter; rooms hold half the items.</li>
        <li><strong>Cooperative</strong>: every player has one open solo/co-op objective, shown to the whole crew.</li>
        <li><strong>Intruder player</strong>: the first player whose character dies plays the intruders from the next round (three cards, a hand of four, one card a turn: move an intruder, make one attack, or a special effect); the event phase then keeps only the time track and fire. That player cannot win: the aim is that everyone else loses.</li>
        <li><strong>Side B</strong> of the ship: two separate technical-corridor networks, some rooms joined by two corridors, both evacuation sections on the board.</li>
      </ul>
    </>
  );
}
