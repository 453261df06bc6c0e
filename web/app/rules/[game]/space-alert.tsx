/** Space Alert in a page: planning against announced threats, then the turn-by-turn resolution, the ship, and the score. */
export function SpaceAlertRules() {
  return (
    <>
      <p>
        One to five players crew a ship that jumps into a dangerous sector, keeps it alive for twelve turns and jumps home. Everybody wins or loses
        together. With two or three players androids fill the crew; solo, one player programs four androids.
      </p>
      <h2>A mission in two parts</h2>
      <ol>
        <li>
          <strong>Planning.</strong> Announcements come one after the other (here each one waits until the crew is ready, unless the table chose live
          or budgeted pressure): threats, incoming data, data transfers, communications down. Meanwhile everyone secretly places action cards on the
          12 turns of their action board.
        </li>
        <li>
          <strong>Resolution.</strong> Then the turns are played out in order, with no more choices: what you planned is what happens. The table shows
          it as a turn-by-turn replay.
        </li>
      </ol>
      <h2>Planning your turns</h2>
      <ul>
        <li>The 12 turns come in three phases: turns 1 to 3, 4 to 7 and 8 to 12. You plan one phase at a time with the cards of your hand.</li>
        <li>
          Each card has two halves: an <strong>action</strong> (A, B, C or battlebots) and a <strong>movement</strong> (move red, move blue, or
          gravolift). You choose which half is up; the other half does nothing. Everyone sees which half is up on your board, never the card.
        </li>
        <li>Until you finish a phase you may take cards back and swap them. Finishing it locks its turns and gives you the next phase&apos;s cards. At the end of a phase in the script everybody moves on.</li>
        <li>An empty turn means you do nothing then. You may talk about your cards, but not show them, and not at all while communications are down.</li>
        <li>Incoming data gives everyone a card; a data transfer lets each player give one card (not a heroic one) to another.</li>
      </ul>
      <h2>The ship</h2>
      <p>
        Three zones (red, white, blue) of two decks make six stations. Everyone starts on the bridge, upper white. Move red and move blue go to the
        next station on the same deck; gravolift goes to the other deck of the zone (if someone already used it this turn, or it is damaged, your
        next action is delayed).
      </p>
      <ul>
        <li><strong>A</strong> fires the station&apos;s gun: heavy lasers above (they take energy from the zone&apos;s reactor), light lasers below in red and blue, the pulse cannon in lower white (hits everything near).</li>
        <li><strong>B</strong> moves energy: above, from the zone&apos;s reactor into its shield; below, from the central reactor into a side reactor; in lower white it refuels the central reactor with a fuel capsule.</li>
        <li><strong>C</strong> is the station&apos;s special system: interceptors (upper red), computer maintenance (bridge), battlebots (upper blue and lower red), visual confirmation (lower white), rockets (lower blue).</li>
        <li><strong>Battlebots</strong> fight intruders in your station, or, out in the interceptors, attack again.</li>
        <li>Heroic cards are stronger versions; their movement half teleports you to the station printed on them.</li>
        <li>Nobody maintaining the computer in the first two turns of a phase delays everyone&apos;s next action.</li>
      </ul>
      <h2>Threats</h2>
      <ul>
        <li>Each threat is announced with a zone and a time: T+3 appears at the far end of its trajectory in turn 3. Internal threats (malfunctions and intruders) walk their own track inside the ship.</li>
        <li>Every turn each threat moves by its speed toward the ship. Crossing an <strong>X</strong>, <strong>Y</strong> or <strong>Z</strong> space makes it do what its card says for that letter; after Z it has done its worst and is gone.</li>
        <li>Guns hit the nearest threat in their zone within range; shields soak up attacks on their zone; each point that gets through flips a damage tile there.</li>
        <li>Malfunctions are repaired by doing the action of the system they block; intruders are fought with battlebots.</li>
      </ul>
      <h2>Winning and score</h2>
      <p>
        The mission is lost when a zone would take its 7th damage or a threat says the game is over. Otherwise the ship jumps home after turn 13, and
        the crew scores the higher value of every threat destroyed and the lower value of every one that survived, minus the damage tiles (the worst
        zone counts twice), 2 per knocked-out member and 1 per battlebot left lying down, plus the visual-confirmation points.
      </p>
    </>
  );
}
