"""A scripted text playthrough: ``playthrough-seed-1.txt`` typed into ``worm play --text``.

Seed 1's first level is The Spires (13 rooms, a key in 105 to the locked door 104–106, secret
doors 105–107 and 104–107, a secret room 113); its second is The Castle of Crossed Destinies.
The script plays one expedition, about 95 commands, and two Challenges with the fight's own
words (``init``, ``play``, ``minor``, ``pass``, ``status``, ``retreat``). The GM's Challenge
hands come off the same major deck as the Meatgrinder, so the route is planned around the
deck's order after those fights: the random encounters it would meet (XVI–XX) mostly fall on
searches and careful moves, where they pass quietly (p. 91):

- 101: look, map, listen; the Foul air travel event — ``choose 2`` burns the haze off with the
  lantern (3 flickers).
- 103: Mushroom Men in distaste; ``talk`` shows what is plain to see of them (they like rotten
  wood, hate fire, and do not bargain), so ``fight``. The scene puts the electrified chest
  between the sides as a hazard with an Initiative of its own. Initiatives are laid (Page of
  Wands, Queen of Pentacles, Six of Cups), ``status`` shows the count; the Mushroom Men Dash
  through the chest's zone, which hurts them, and Sabor's minor Attack (Nine of Swords, face
  value, disfavor for the icy floor) puts them at Death's Door: the fight is won in one round,
  and the Challenge's watch (p. 90) brings the Humming chest, opened by hand (``accept`` the
  shock). ``why`` before the fight and after it; study the Black Goat altar (``act``);
  ``search`` finds the electrified chest; ``take`` sets it off.
- 105: ``take`` the key; ``search tapping the walls`` finds the secret door to 107; a full
  ``search`` spends the Hermit (IX) quietly; ``careful on``.
- 107: moving carefully finds the secret door to 104 and spends the Tower (XVI) quietly.
- 104: moving carefully spots the arrow trap and spends the Sun (XIX, the Cockatrice) quietly;
  ``careful off``; bypass the trap (``act``), ``take`` the ring, ``open 106`` with the key; ``map``.
- 106: six Dire Bats (XVII) attack on sight, and fight in the crystal hollow itself (its
  threshold, the far side, the ways out), not in some passage. Round 1: Initiatives King of
  Cups, Nine of Cups, Ten of Cups against the bats' Magician [I]; the bats fly across to the
  threshold; Clive's minor Aid Another for Sabor and Ituha's minor Dodge go down face down;
  Sabor stabs the first bat, aided; Ituha's crossbow bolt puts it at Death's Door; the Dodge
  turns a blow aside; Clive's bow shot wounds a second bat, and Sabor's minor Banter
  (intimidation, the only words bats understand) falls short of their Morale. The Fool in
  Sabor's hand reshuffles the decks only as the round ends. Round 2: ``status``, then
  ``retreat`` — each spends a card, then a group test of Pentacles with two hits, a clean
  getaway back into 104, which is the fight's watch.
- 104: ``camp``: a ration each, and the camp's draw is a watch of respite (the Chariot, marked
  off); ``inventory`` shows the arrow and the bolt spent; Ituha lights a torch.
- 102: the Narrow bridge (``choose 1``; Sabor and Ituha ``accept`` their falls short and are
  hurt); back through 104 to 107.
- 109: the Locust Lich is surprised and will not deal until it warms to the guild (``request
  passage``); ``appeal 1`` to what it likes turns it to joy; ``trade chalk for hint`` buys a
  rumor, ``request passage`` is granted; ``take`` the ring; a ``search`` spends the Sun (XIX).
- 112: Iago the Lion-Turtle, surprised too, is flattered into joy (``flatter``) and carries the
  guild over the river when asked (``request passage``); ``down`` the river to level 2.
- 208: the Gargoyles, surprised and won round by ``appeal 1``, grant passage; a ``search``
  spends Judgement (XX). 210: ``take`` the cloak. Back to 208 (a respite: level 2's own light
  holds), to 210 (Creeping dread leaves Clive Stressed) and to 208 once more, where the
  Too-neat mat drops Clive into a pit (both tests ``accept``-ed); ``map``.

When the engine changes what a seed does, this test fails with the transcript's path; read it,
replay the script by hand (``uv run worm play --text --seed 1 --script
tests/golden/playthrough-seed-1.txt``) and re-plan the route, keeping what it exercises.
"""

from __future__ import annotations

import io
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from worm import cli
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.session import Game
from worm.text import narrate, repl

SEED = 1
SCRIPT = Path(__file__).with_name(f"playthrough-seed-{SEED}.txt")
REFUSED = (  # the script's deliberate "No"; any other refusal means the route broke
    "act chest 1\nNo: you can't: nobody carries polearm or pole (p. 5)",
)


@dataclass
class Playthrough:
    game: Game
    text: str
    path: Path  # where the transcript was written, for a failing test to point at
    seed: int = SEED
    script: Path = SCRIPT

    @property
    def hint(self) -> str:
        replay = (
            f"uv run worm play --text --seed {self.seed} --script tests/golden/{self.script.name}"
        )
        return f"\ntranscript: {self.path}\nreplay it: {replay}"

    def after(self, command: str, nth: int = 0) -> list[str]:
        """The lines the ``nth`` typing of ``command`` printed."""
        blocks = self.text.split(f"\n> {command}\n")
        assert len(blocks) > nth + 1, f"{command!r} is typed fewer than {nth + 1} times{self.hint}"
        return blocks[nth + 1].split("\n> ")[0].splitlines()


def play(seed: int = SEED, script: Path = SCRIPT) -> tuple[Game, str]:
    """What ``worm play --text --seed N --script FILE`` does, keeping the game to inspect."""
    game = Game.new(seed)
    game.execute(cmd.Delve())
    out = io.StringIO()
    print(f"worm — seed {seed}. Type 'help' for commands.", file=out)
    for event in game.log.events:
        text = narrate.event(event)
        if text:
            print(text, file=out)
    repl.play(game, script.read_text(encoding="utf-8").splitlines(), out, echo=True)
    return game, out.getvalue()


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Playthrough:
    game, text = play()
    path = tmp_path_factory.mktemp("playthrough") / f"playthrough-seed-{SEED}.out.txt"
    path.write_text(text, encoding="utf-8")
    return Playthrough(game, text, path)


def _in_order(lines: list[str], starts: list[str]) -> bool:
    """Each of ``starts`` begins some line, in this order."""
    at = 0
    for start in starts:
        at = next((i for i in range(at, len(lines)) if lines[i].startswith(start)), -1) + 1
        if not at:
            return False
    return True


def _room(game: Game, depth: int, key: str) -> int:
    return game.world.levels[depth - 1].keyed.keys.index(key)


def _edge(game: Game, depth: int, a: str, b: str) -> int:
    level = game.world.levels[depth - 1]
    ends = {_room(game, depth, a), _room(game, depth, b)}
    return next(i for i, e in enumerate(level.map.edges) if {e.a, e.b} == ends)


# --- the route still works ----------------------------------------------------------------


def test_only_the_planned_commands_are_refused(run: Playthrough) -> None:
    assert "Traceback" not in run.text and "internal error" not in run.text, run.hint
    refused = [line for line in run.text.split("\n> ") if "\nNo: " in line]
    assert refused == list(REFUSED), f"the route no longer plays as planned{run.hint}"
    assert not any(line.startswith("No: No") for line in run.text.splitlines()), run.hint
    assert run.game.pending is None and run.game.choice is None, run.hint
    assert run.game.challenge is None and run.game.meeting is None, run.hint


def test_the_guild_enters_eleven_rooms_and_every_watch_is_counted(run: Playthrough) -> None:
    events = run.game.log.events
    enters = [e for e in events if isinstance(e, ev.Enter)]
    rooms = {(e.level, e.room) for e in enters}
    assert len(rooms) >= 10, f"only {len(rooms)} rooms entered{run.hint}"
    assert rooms == {
        (1, k) for k in ("101", "102", "103", "104", "105", "106", "107", "109", "112")
    } | {(2, "208"), (2, "210")}, run.hint
    keys = run.game.world.levels[0].keyed.keys
    assert {keys[r] for r in run.game.states[1].visited} == {
        k for level, k in rooms if level == 1
    }, run.hint
    causes = Counter(e.cause for e in events if isinstance(e, ev.Watch))
    # A watch per room entered, revisits too (p. 90), one for the Camp, and one per Challenge:
    # the won fight at 103 draws its own; the retreat from 106 falls back into 104, and that
    # room's watch is the fight's.
    assert causes == {"room": len(enters), "camp": 1, "challenge": 1}, run.hint
    assert run.game.watches == sum(causes.values()) == 19, run.hint
    # Revisits: 104 twice and 107 once on level 1; 208 twice and 210 once on level 2.
    assert sum(1 for e in enters if not e.first_time) == 6, run.hint
    backed = next(
        i
        for i, e in enumerate(events)
        if isinstance(e, ev.Phase) and e.cause == "the guild backs away"
    )
    watch = next(e for e in events[backed:] if isinstance(e, ev.Watch))
    assert (watch.n, watch.cause, watch.room) == (8, "room", "104"), run.hint


# --- what the player reads ----------------------------------------------------------------


def test_rooms_are_glanced_at_and_the_meatgrinder_speaks(run: Playthrough) -> None:
    lines = run.text.splitlines()
    assert _in_order(
        lines,
        [
            "— Watch 1 (room), level 1, room 101 —",
            "  ▸ draws Temperance [XIV] for meatgrinder",
            "  ▸ Meatgrinder XIV: a travel event",
            "101, hidden nook. A cramped space behind a loose panel of wall",
            "A yellow haze hangs in the passage ahead.",
            "Foul air — choose: 1. hold your breath and run; 2. burn the haze off; 3. turn back",
        ],
    ), run.hint
    assert run.after("look")[0].startswith("101, hidden nook."), run.hint
    assert run.after("look")[1] == "You could deal with: Foul air.", run.hint
    assert run.after("listen")[0].startswith("Towards 103: rings of glowing mushrooms"), run.hint
    assert "  3. persuade Iago the Lion-Turtle to carry you over" in run.after("look river")
    # After the Fool drawn in the fight at 106 reshuffles the deck, a marked card is only
    # respite (p. 91).
    assert _in_order(
        run.after("go 112"),
        [
            "— Watch 14 (room), level 1, room 112 —",
            "  ▸ Meatgrinder XVII: a random encounter, marked off already: a watch of respite",
        ],
    ), run.hint
    # The haze is burnt off with the lantern, not with whoever is best at Pentacles.
    assert run.after("choose 2", 0)[-1] == (
        "Sabor Daryason's lantern: flicker (1 flicker left)."
    ), run.hint


def test_why_shows_card_table_ruling_effect(run: Playthrough) -> None:
    assert _in_order(
        run.after("why", 0),
        [
            "card: The Lovers [VI] drawn for meatgrinder",
            "table: level 1 Meatgrinder, VI (a curiosity) → Howls answering each other across",
            "ruling [p. 100]: Three of Cups on the minor discard: they meet the guild with",
            "effect: Mushroom Men: Distaste (basic distaste, Three of Cups) — on meeting the",
        ],
    ), run.hint
    # After the won fight: its end, and the Challenge's watch with the card it drew.
    assert run.after("why", 1) == [
        "effect: Mushroom Men loses a point of Health.",
        "ruling [p. 123]: the Challenge ends after 1 round: the foes are beaten",
        "ruling [p. 100]: the foes are beaten",
        "effect: [CRAWL] the foes are beaten.",
        "card: Death [XIII] drawn for meatgrinder",
        "table: level 1 Meatgrinder, XIII (a travel event) → A bronze-bound chest sits squarely"
        " in the way, humming faintly.",
    ], run.hint


def test_the_fight_at_103_is_won_in_one_round(run: Playthrough) -> None:
    fight = run.after("fight")
    assert _in_order(
        fight,
        [
            "  [GM, p. 100] the guild falls on Mushroom Men: the talk is over, and it comes to a",
            "[CHALLENGE] Mushroom Men fight.",
            "  [GM, p. 109] the scene: the threshold (icy floors); by the electrified chest",
            "  [GM, p. 128] the electrified chest lies between the sides: it has an Initiative",
            "— Round 1 — the GM holds 5 cards: 3 + 2 for 2 kinds of foe.",
            "Round 1: lay your Initiatives.",
            "Waiting on: Initiatives to lay (Clive Runescrivner, Sabor Daryason, Ituha "
            "Sturdy-Oak).",
        ],
    ), run.hint
    assert run.after("init clive 11w") == ["Clive Runescrivner lays an Initiative face down."]
    assert run.after("init ituha 6c") == [
        "Ituha Sturdy-Oak lays an Initiative face down.",
        "  [GM, p. 113] every Initiative is down: the count begins at I",
        "Count 4: Mushroom Men reveal The Emperor [IV].",
        "Mushroom Men: Dash — The Hanged Man (12): to the threshold.",
        "  [GM, p. 128] Electrified chest catches Mushroom Men",
        "Mushroom Men loses a point of Health, piercing.",
        "Any minor actions? (Clive Runescrivner, Sabor Daryason, Ituha Sturdy-Oak; or pass)",
    ], run.hint
    status = run.after("status", 0)
    assert status[0] == "== Mushroom Men — round 1, count 4 ==", run.hint
    assert (
        "  Clive Runescrivner (zone 0) — Initiative ♣ Page of Wands (11), face down; Resolve 4"
        in status
    ), run.hint
    assert "  Mushroom Men (zone 0): Health 1/2, Defense 0/0" in status, run.hint
    assert status[-1] == "Waiting on: minor actions (or pass).", run.hint
    assert run.after("minor sabor 9s attack mushroom men") == [
        "Sabor Daryason declares a minor action, card face down."
    ], run.hint
    # A minor action adds no attribute; the icy floor under Sabor gives disfavor, and the
    # reason is shown in brackets after the sum (p. 113).
    assert _in_order(
        run.after("pass", 0),
        [
            "Sabor Daryason: Attack (minor) on Mushroom Men — Nine of Swords (9) − 3 disfavor = 6"
            " against Initiative 4 [a precarious footing (p. 113)]: hit.",
            "Mushroom Men falls at Death's Door (p. 125).",
            "  [GM, p. 123] the Challenge ends after 1 round: the foes are beaten",
            "[CRAWL] the foes are beaten.",
            "— Watch 3 (challenge), level 1, room 103 —",
            "Humming chest — choose: 1. knock it open from a distance; 2. open it by hand",
        ],
    ), run.hint
    assert run.after("accept", 0) == [
        "Ituha Sturdy-Oak tests pentacles: 1 + pentacles 3 = 4 — a failure.",
        "A white snap throws you back.",
        "Ituha Sturdy-Oak takes a Wound as Staggered, piercing.",
    ], run.hint


def test_the_bats_at_106_are_fought_and_fled(run: Playthrough) -> None:
    # A band met on the road fights in the room the guild stands in, with its zones and scenery.
    assert _in_order(
        run.after("go 106"),
        [
            "— Watch 7 (room), level 1, room 106 —",
            "  ▸ Meatgrinder XVII: a random encounter",
            "  [GM, p. 87] Dire Bats attacks on sight: no parley",
            "[CHALLENGE] 6 × Dire Bats attack.",
            "  [GM, p. 109] the scene: the threshold (an oil slick, an ore cart on rails); across"
            " the room (a collapsed stair); the way to 104; the way to 107; the way to 108",
            "— Round 1 — the GM holds 6 cards: 3 + 1 for one kind of foe + 1 as they outnumber"
            " the guild + 1 more as they are twice as many.",
            "  [GM, p. 122] the GM lays Initiatives face down (anger: lowest for the band)",
            "The guild stops in 106: you are not alone.",
            "  Dire Bats 1 (zone 1): Health 2/2, Defense 0/0",
        ],
    ), run.hint
    # Count I: the band, across the room, flies in to the threshold.
    assert run.after("init ituha 10c")[2:] == [
        "Count 1: 6 × Dire Bats reveal The Magician [I].",
        "6 × Dire Bats: Move — The High Priestess (2): to the threshold.",
        "Any minor actions? (Clive Runescrivner, Sabor Daryason, Ituha Sturdy-Oak; or pass)",
    ], run.hint
    # Two minor actions after the count: each card's suit matches its action (p. 115).
    assert run.after("pass", 1)[:3] == [
        "Clive Runescrivner: Aid Another (minor) for Sabor Daryason — Five of Cups (5): laid face"
        " down.",
        "Ituha Sturdy-Oak: Dodge (minor) — Six of Pentacles (6): laid face down.",
        "Count 9: Sabor Daryason reveals Nine of Cups and acts.",
    ], run.hint
    # On a turn the attribute is added: Two of Swords + Swords 3, and Clive's face-down 5.
    assert run.after("play sabor 2s attack dire bats 1")[:2] == [
        "Sabor Daryason: Attack on Dire Bats 1 — Two of Swords (2) + 8 = 10 against Initiative 1:"
        " hit (aided by Clive Runescrivner).",
        "Dire Bats 1 loses a point of Health.",
    ], run.hint
    # The band's minor Attacks wait for a Fool to interrupt them; the reasons for favor show.
    assert run.after("pass", 2) == [
        "6 × Dire Bats make ready to attack Sabor Daryason: play the Fool to interrupt, or pass.",
    ], run.hint
    assert run.after("pass", 3)[:3] == [
        "6 × Dire Bats: Attack (minor) on Sabor Daryason — Justice (8) + 3 favor = 11 against"
        " Initiative 9 [6 gang up on Sabor Daryason (p. 122)]: hit (piercing).",
        "Sabor Daryason takes a Wound as Staggered, piercing.",
        "Count 10: Ituha Sturdy-Oak reveals Ten of Cups and acts.",
    ], run.hint
    # Ituha's crossbow bolt finishes the first bat's Health: Eight of Wands + Swords 2.
    assert run.after("play ituha 8w attack dire bats 1")[:3] == [
        "Ituha Sturdy-Oak: Attack on Dire Bats 1 — Eight of Wands (8) + 2 = 10 against"
        " Initiative 1: hit.",
        "Dire Bats 1 loses a point of Health, piercing.",
        "Dire Bats 1 falls at Death's Door (p. 125).",
    ], run.hint
    # The face-down Dodge (face value, laid as a minor action) turns the next blow aside.
    assert run.after("pass", 5)[:5] == [
        "Ituha Sturdy-Oak: Dodge for Ituha Sturdy-Oak — Six of Pentacles (6) against a blow of 14:"
        " Initiative 10 → 16.",
        "6 × Dire Bats: Attack (minor) on Ituha Sturdy-Oak — Strength (11) + 3 favor = 14 against"
        " Initiative 16 [target holds neither melee weapon nor shield (p. 12); Ituha Sturdy-Oak"
        " holds a missile weapon (p. 170); 4 gang up on Ituha Sturdy-Oak (p. 122)]: miss.",
        "6 × Dire Bats: Attack (minor) on Sabor Daryason — Strength (11) against Initiative 9:"
        " hit.",
        "Sabor Daryason takes a Wound as talent.",
        "Count 14: Clive Runescrivner reveals King of Cups and acts.",
    ], run.hint
    # Clive's bow shot: Eight of Cups + Swords 4.
    assert run.after("play clive 8c attack dire bats 2")[:2] == [
        "Clive Runescrivner: Attack on Dire Bats 2 — Eight of Cups (8) + 4 = 12 against"
        " Initiative 1: hit.",
        "Dire Bats 2 loses a point of Health.",
    ], run.hint
    # Banter is weighed against Morale, not Initiative (p. 119): one bat down, the band is wary.
    # The Fool in Sabor's hand reshuffles the decks only now, as the round ends (p. 9).
    assert run.after("pass", 6)[:5] == [
        "  [GM, p. 119] 6 × Dire Bats: wary (they are bloodied), Morale 10",
        "Sabor Daryason: Banter (minor) on 6 × Dire Bats — Two of Wands (2) against Morale 10:"
        " intimidate: no.",
        "  ▸ the minor deck is reshuffled (fool)",
        "  ▸ the major deck is reshuffled (fool)",
        "— Round 2 — the GM holds 5 cards: 3 + 1 for one kind of foe + 1 as they outnumber the"
        " guild.",
    ], run.hint
    fight = run.text.split("\n> go 106\n")[1].split("\n> retreat\n")[0]
    assert fight.count("reshuffled (fool)") == 2, run.hint
    status = run.after("status", 1)
    assert status[0] == "== 6 × Dire Bats — round 2 ==" and "  Dire Bats 1: at Death's Door" in (
        status
    ), run.hint
    assert "  Ituha Sturdy-Oak (zone 0) — Initiative not laid; Resolve 4; crossbow unloaded" in (
        status
    ), run.hint
    # The retreat: each spends a card, then a group test of Pentacles; nothing more befalls the
    # guild on a clean getaway (p. 124).
    assert run.after("retreat") == [
        "Clive Runescrivner spends Two of Wands on the run.",
        "Sabor Daryason spends Two of Pentacles on the run.",
        "Ituha Sturdy-Oak spends Six of Cups on the run.",
        "  [GM, p. 124] the guild runs: each spends a card, and the two testers push any failure"
        " (policy: running for their lives, they hold nothing back)",
        "  ▸ draws Five of Cups (5) for group test",
        "  ▸ draws Queen of Cups (13) for push",
        "Ituha Sturdy-Oak tests pentacles: 5 + 13 + pentacles 3 = 21, pushed — a success.",
        "  ▸ draws King of Swords (14) for group test",
        "Clive Runescrivner tests pentacles: 14 + pentacles 1 = 15 — a success.",
        "Group test of pentacles: 2 hit(s) — success.",
        "  [GM, p. 123] the Challenge ends after 2 rounds: a clean getaway",
        "[CRAWL] the guild backs away.",
        "— Watch 8 (room), level 1, room 104 —",
        "  ▸ draws Death [XIII] for meatgrinder",
        "  ▸ Meatgrinder XIII: a travel event, marked off already: a watch of respite",
        "  [GM, p. 91] Death [XIII]'s entry is marked off already: a watch of respite",
        "104, crossroads. Ways on: 102, 106, 107.",
    ], run.hint


def test_the_challenges_are_logged(run: Playthrough) -> None:
    events = run.game.log.events
    rounds = [
        (e.round, e.gm_cards, e.enemy_types, e.enemies)
        for e in events
        if isinstance(e, ev.ChallengeRound)
    ]
    assert rounds == [(1, 5, 2, 2), (1, 6, 1, 6), (2, 5, 1, 5)], run.hint  # p. 121
    acts = [(e.who, e.action, e.minor, e.result) for e in events if isinstance(e, ev.Action)]
    assert acts == [
        ("Mushroom Men", "Dash", False, "to the threshold"),
        ("Sabor Daryason", "Attack", True, "hit"),
        ("6 × Dire Bats", "Move", False, "to the threshold"),
        ("Clive Runescrivner", "Aid Another", True, "laid face down"),
        ("Ituha Sturdy-Oak", "Dodge", True, "laid face down"),
        ("Sabor Daryason", "Attack", False, "hit (aided by Clive Runescrivner)"),
        ("6 × Dire Bats", "Attack", True, "hit (piercing)"),
        ("Ituha Sturdy-Oak", "Attack", False, "hit"),
        ("Ituha Sturdy-Oak", "Dodge", False, "Initiative 10 → 16"),
        ("6 × Dire Bats", "Attack", True, "miss"),
        ("6 × Dire Bats", "Attack", True, "hit"),
        ("Clive Runescrivner", "Attack", False, "hit"),
        ("Sabor Daryason", "Banter", True, "intimidate: no"),
    ], run.hint
    # Every bit of favor or disfavor carries its reasons.
    reasons = [(e.favor, e.reasons) for e in events if isinstance(e, ev.Action) and e.favor]
    assert reasons == [
        (-3, ("a precarious footing (p. 113)",)),
        (3, ("6 gang up on Sabor Daryason (p. 122)",)),
        (
            3,
            (
                "target holds neither melee weapon nor shield (p. 12)",
                "Ituha Sturdy-Oak holds a missile weapon (p. 170)",
                "4 gang up on Ituha Sturdy-Oak (p. 122)",
            ),
        ),
    ], run.hint
    (flight,) = [e for e in events if isinstance(e, ev.GroupTest)]
    assert (flight.task, flight.attribute, flight.hits, flight.outcome) == (
        "retreat",
        "pentacles",
        2,
        "success",
    ), run.hint
    phases = [e.phase for e in events if isinstance(e, ev.Phase)]
    assert phases[:6] == ["crawl", "parley", "challenge", "crawl", "challenge", "crawl"], run.hint


def test_maps_show_the_guild_and_only_what_it_has_found(run: Playthrough) -> None:
    first, second, third = (run.after("map", n) for n in range(3))
    for shown, title in (
        (first, "Level 1, The Spires"),
        (second, "Level 1, The Spires"),
        (third, "Level 2, The Castle of Crossed Destinies"),
    ):
        assert shown[0] == title, run.hint
        assert sum(line.count("@") for line in shown[1:-1]) == 1, run.hint
        assert shown[-1].startswith("Legend: @ the guild  # wall  . floor"), run.hint
    grid = "\n".join(first[1:-1])
    assert "113" not in grid and "S" not in grid, f"the secret room shows{run.hint}"
    assert "#   .   #" not in grid, f"the secret room's outline shows{run.hint}"
    opened = "\n".join(second[1:-1])
    assert "S" in opened and "S secret door found" in second[-1], run.hint
    assert "L" in grid and "L" not in opened and "+" in opened, f"104-106 is not open{run.hint}"


def test_search_careful_doors_traps_and_talk_are_narrated(run: Playthrough) -> None:
    assert run.after("search tapping the walls")[0] == "Found: secret door (105 to 107).", run.hint
    assert "Found: trap: Electrified Chest (103)." in run.after("search", 0), run.hint
    assert run.after("search", 1) == [
        "  [GM, p. 88] searching everything takes as long as it takes: moving carefully",
        "The search turns up nothing hidden here.",
        "  [GM, p. 91] the task takes time",
        "  ▸ draws The Hermit [IX] for meatgrinder",
        "  [GM, p. 91] The Hermit [IX] is no guttering (I–V): the extra draw passes quietly",
    ], run.hint
    into_107 = run.after("go 107", 0)
    assert _in_order(
        into_107,
        [
            "Found: secret door (107 to 104).",
            "  [GM, p. 88] moving carefully: the guild finds what was hidden",
            "  [GM, p. 91] moving carefully takes time",
            "  [GM, p. 91] The Tower [XVI] is no guttering (I–V): the extra draw passes quietly",
            "The guild stops in 107.",
        ],
    ), run.hint
    assert "a light has gone out" not in "\n".join(into_107), (
        f"a stale light stopped the guild{run.hint}"
    )
    # The Sun (XIX, the Cockatrice) falls on the careful move's extra draw and passes quietly.
    assert _in_order(
        run.after("go 104", 0),
        [
            "Found: trap: Arrow Trap (104).",
            "  [GM, p. 91] The Sun [XIX] is no guttering (I–V): the extra draw passes quietly",
        ],
    ), run.hint
    assert "[CHALLENGE] Cockatrice attack." not in run.text, run.hint
    assert run.after("open 106") == [
        "  [GM, p. 88] the key turns in the lock: the door 106-104 is open"
    ], run.hint
    assert (
        run.after("take", 0)[-1] == "Clive Runescrivner: gained 55 gold (offering bowl of coins)."
    ), run.hint
    assert "Clive Runescrivner takes a Wound as Staggered, piercing." in run.after("take", 0)
    assert run.after("take", 1) == ["Clive Runescrivner: gained key to 106-104."], run.hint
    assert (
        "  [GM, Appendix E] by the river, the guild reaches level 2, The Castle of Crossed "
        "Destinies" in run.after("down")
    ), run.hint
    assert _in_order(
        run.after("go 102") + run.after("choose 1", 0) + run.after("accept", 2),
        [
            "— Watch 10 (room), level 1, room 102 —",
            "Narrow bridge — choose: 1. cross the plank one at a time; 2. scramble down and round",
            "Clive Runescrivner tests pentacles: 14 + pentacles 1 = 15 — a success.",
            "Sabor Daryason falls short with 13: 'push' fate, or 'accept' it?",
            "Sabor Daryason tests pentacles: 11 + pentacles 2 = 13 — a failure.",
            "A wobble, a lurch, and you catch yourself painfully.",
            "Sabor Daryason takes a Wound as talent.",
            "Ituha Sturdy-Oak falls short with 12: 'push' fate, or 'accept' it?",
        ],
    ), run.hint
    assert _in_order(
        run.after("accept", 4),
        [
            "Ituha Sturdy-Oak tests cups: 7 + cups 4 = 11 — a failure.",
            "The one in front drops into a pit.",
            "  [GM, p. 96] Clive Runescrivner falls 10' and tests Pentacles to land well",
        ],
    ), run.hint
    assert run.after("accept", 5) == [  # p. 96: a failed Pentacles test, the full 10'
        "Clive Runescrivner tests pentacles: 11 + pentacles 1 = 12 — a failure.",
        "  [GM, p. 96] Clive Runescrivner falls 10' with failure: 1 Piercing Wound(s)",
        "Clive Runescrivner takes a Wound as talent, piercing.",
    ], run.hint


def test_level_two_is_walked_until_the_mat_shows(run: Playthrough) -> None:
    # On level 2, I–V are the level's own respites, not guttering (p. 341); walking 208 and 210
    # again brings a tax (Creeping dread) and then the Too-neat mat.
    assert _in_order(
        run.after("go 208", 0),
        [
            "— Watch 17 (room), level 2, room 208 —",
            "  ▸ draws The Emperor [IV] for meatgrinder",
            "  [GM, p. 341] the level's own light holds: a respite instead of guttering",
            "You arrive at 208.",
        ],
    ), run.hint
    assert _in_order(
        run.after("go 210", 1),
        [
            "— Watch 18 (room), level 2, room 210 —",
            "  ▸ Meatgrinder XIV: a travel event",
            "  [GM, p. 182] Nine of Swords on the discard pile points at Clive Runescrivner",
            "Clive Runescrivner: Stressed (Creeping dread).",
        ],
    ), run.hint
    assert _in_order(
        run.after("go 208", 1),
        [
            "— Watch 19 (room), level 2, room 208 —",
            "  ▸ Meatgrinder XV: a travel event",
            "Too-neat mat — choose: 1. notice the sag in the middle; 2. prod it with a pole",
            "The guild stops in 208: a choice must be made.",
        ],
    ), run.hint


def test_creatures_are_read_and_talked_with(run: Playthrough) -> None:
    lines = run.text.splitlines()
    # 103: what is plain to see of the Mushroom Men, and the parley that 'talk' shows.
    assert _in_order(
        lines,
        [
            "Mushroom Men: Distaste (basic distaste, Three of Cups) — on meeting the guild.",
            "Plain to see: Mushroom Men — like — soft rotten wood.",
            "Plain to see: Mushroom Men — dislike — fire.",
            "[PARLEY] Mushroom Men are met.",
        ],
    ), run.hint
    shroom = run.after("talk", 0)
    assert shroom[0].startswith("Mushroom Men — Distaste (distaste, basic). "), run.hint
    assert shroom[1:] == [
        "They do not bargain: gifts, deeds and threats reach them, words do not.",
        "Likes: 1. soft rotten wood.",
        "Dislikes: 1. fire.",
        "Wants: unknown.",
        "Needs: unknown.",
    ], run.hint
    # 109: the surprised Lich speaks the guild's tongue but will not deal until it warms to the
    # guild; an appeal to what it likes turns it to joy, and then it trades and lets the guild by.
    lich = run.after("talk", 1)
    assert lich[0].startswith("The Locust Lich — Surprise (surprise, basic). "), run.hint
    assert lich[1].startswith("They speak Vulgaris; Clive Runescrivner, "), run.hint
    assert run.after("request passage", 0) == [
        "  [GM, p. 102] The Locust Lich will not deal until they warm to the guild"
    ], run.hint
    assert run.after("appeal 1", 0) == [
        "  [GM, p. 100] an appeal to the creak of stripped wood meets what The Locust Lich likes"
        " (the creak of stripped wood): a beneficial step, no test",
        "The Locust Lich: Joy (basic joy) — something it likes.",
    ], run.hint
    assert run.after("trade chalk for hint") == [
        "Sabor Daryason: lost Chalk (given in the parley).",
        "  [GM, p. 100] The Locust Lich grants hint: a fair exchange for Chalk",
        "  [GM, p. 91] a quest hint: the guild now holds 1 rumor(s)",
        "The Locust Lich points the way deeper: a way down from 112.",
    ], run.hint
    assert run.after("request passage", 1)[-1] == (
        "[CRAWL] The Locust Lich lets the guild go its way."
    ), run.hint
    # 112: Iago, met when spoken to, is surprised; flattery pleases him, and a fair request
    # gets the guild over the river.
    iago = run.after("talk iago")
    assert _in_order(
        iago,
        [
            "  [GM, p. 100] Nine of Swords on the minor discard: Iago the Lion-Turtle meets the"
            " guild with surprise",
            "Iago the Lion-Turtle: Surprise (basic surprise, Nine of Swords) — on meeting the"
            " guild.",
            "Plain to see: Iago the Lion-Turtle — like — Praise for his mane and his great"
            " unbreakable shell.",
            "Iago the Lion-Turtle — Surprise (surprise, basic). ",
            "Likes: 1. Praise for his mane and his great unbreakable shell.",
        ],
    ), run.hint
    assert run.after("flatter")[-1] == "Iago the Lion-Turtle: Joy (basic joy) — something it likes."
    assert _in_order(
        run.after("request passage", 2),
        [
            "  [GM, p. 100] Iago the Lion-Turtle grants passage: a reasonable request in a friendly"
            " mood (p. 100)",
            "Iago lets you scramble onto his shell and wades the hissing river",
            "[CRAWL] Iago the Lion-Turtle lets the guild go its way.",
        ],
    ), run.hint
    # 208: the Gargoyles, surprised too, are won round and let the guild by.
    assert run.after("talk", 2)[0].startswith("Gargoyles — Surprise (surprise, basic). "), run.hint
    assert run.after("request passage", 3) == [
        "  [GM, p. 100] Gargoyles grant passage: a reasonable request in a friendly mood (p. 100)",
        "  [GM, p. 100] Gargoyles let the guild go its way",
        "[CRAWL] Gargoyles let the guild go its way.",
    ], run.hint
    moods = [
        (e.npc, e.emotion, e.intensity, e.cause)
        for e in run.game.log.events
        if isinstance(e, ev.Disposition)
    ]
    assert moods == [
        ("Mushroom Men", "distaste", "basic", "start"),
        ("6 × Dire Bats", "anger", "basic", "start"),
        ("The Locust Lich", "surprise", "basic", "start"),
        ("The Locust Lich", "joy", "basic", "like"),
        ("Iago the Lion-Turtle", "surprise", "basic", "start"),
        ("Iago the Lion-Turtle", "joy", "basic", "like"),
        ("Gargoyles", "surprise", "basic", "start"),
        ("Gargoyles", "joy", "basic", "like"),
    ], run.hint


def test_camp_eats_and_the_lights_burn_down(run: Playthrough) -> None:
    camp = run.after("camp")
    assert (
        camp[0] == "[CAMP] the guild makes camp." and camp[-1] == "[CRAWL] the guild breaks camp."
    ), run.hint
    assert "— Watch 9 (camp), level 1, room 104 —" in camp, run.hint
    assert (
        "  [GM, p. 91] The Chariot [VII]'s entry is marked off already: a watch of respite" in camp
    ), run.hint
    assert [line for line in camp if "camp meal" in line] == [
        f"{name}: used Rations (camp meal)."
        for name in ("Clive Runescrivner", "Sabor Daryason", "Ituha Sturdy-Oak")
    ], run.hint
    inventory = run.after("inventory")
    assert "  hands: Dagger, Torch [lit, 2 flickers]" in inventory, run.hint
    assert "Arrows ×11" in inventory[3], f"the bow shot at 106 spent no arrow{run.hint}"
    assert inventory[9] == "  hands: Crossbow", run.hint
    assert "Bolts ×11" in inventory[11], f"the crossbow at 106 spent no bolt{run.hint}"
    assert inventory[-1] == "Keys: 106-104", run.hint
    assert _in_order(
        run.after("go 109"),
        [
            "  [GM, p. 91] torches gutter: every lit source flickers",
            "Sabor Daryason's torch: out.",
            "  [GM, p. 95] Sabor Daryason's torch burns out (Torches gutter)",
            "Ituha Sturdy-Oak's torch: flicker (1 flicker left).",
        ],
    ), run.hint


# --- the state the script leaves ----------------------------------------------------------


def test_the_state_after_the_script(run: Playthrough) -> None:
    game, hint = run.game, run.hint
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 2, "208"), hint
    one, two = game.states[1], game.states[2]
    # The key from 105 opened the locked door between 104 and 106.
    assert game.keys == frozenset({"106-104"}), hint
    assert one.unlocked == {_edge(game, 1, "104", "106")}, hint
    # Secret doors found by a search that names its method and by moving carefully.
    assert one.found == {_edge(game, 1, "105", "107"), _edge(game, 1, "104", "107")}, hint
    arrow, chest = (
        (_room(game, 1, "104"), "arrow_trap"),
        (_room(game, 1, "103"), "electrified_chest"),
    )
    assert one.spotted == {arrow, chest} and one.passed == {arrow, chest}, hint
    assert "arrow_trap_spent" in one.flags, hint
    assert one.looted == {_room(game, 1, k) for k in ("103", "104", "105", "109")}, hint
    assert two.looted == {_room(game, 2, "210")}, hint
    assert game.loot == ("silver_ring", "silver_ring", "fine_cloak"), hint
    # The Mushroom Men beaten, the Lich and Iago talked round; the bats' 106 is not settled.
    assert one.settled == {_room(game, 1, k) for k in ("103", "109", "112")}, hint
    assert "phlegethon_crossed" in one.flags, hint  # Iago carried the guild over
    assert two.settled == {_room(game, 2, "208")}, hint
    assert game.rumors == 1 and not game.careful, hint  # the Lich's hint, bought with chalk
    start = Game.new(SEED).guild
    people = {a.name: a for a in game.guild.adventurers}
    for before in start.adventurers:
        after = people[before.name]
        assert kit.count(after, "ration") == kit.count(before, "ration") - 1, hint  # the camp meal
        assert after.conditions.staggered, hint
        # Only Clive felt the Creeping dread in 210 (Temperance, XIV, on level 2).
        assert after.conditions.stressed == (before.name == "Clive Runescrivner"), hint
        assert not (after.conditions.injured or after.conditions.deaths_door), hint
    # Talents wounded: the bats' second blow and the bridge for Sabor, the bridge for Ituha
    # (her Dodge turned the bats aside), the pit for Clive.
    wounded = {name: len(a.conditions.wounded_talents) for name, a in people.items()}
    assert wounded == {
        "Clive Runescrivner": 1,
        "Sabor Daryason": 2,
        "Ituha Sturdy-Oak": 1,
    }, hint
    assert people["Clive Runescrivner"].gold == 55, hint
    assert kit.count(people["Sabor Daryason"], "chalk") == 0, hint  # traded to the Lich
    # Lights: the lantern and a torch burnt out; one torch still burns, two flickers down.
    lit = [
        (a.name, game.pack.items[c.item].name, c.flickers)
        for a in game.guild.adventurers
        for c in kit.lit(a)
    ]
    assert lit == [("Ituha Sturdy-Oak", "Torch", 1)], hint
    lantern = kit.find(people["Sabor Daryason"], "lantern")[0]
    assert lantern.flickers == 0 and not lantern.lit, hint
    changes = Counter(e.change for e in game.log.events if isinstance(e, ev.Light))
    assert changes == {"lit": 3, "flicker": 5, "out": 2}, hint


# --- determinism --------------------------------------------------------------------------


def test_the_same_script_plays_the_same_twice(
    run: Playthrough, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game, text = play()
    assert text == run.text, f"a second run differs{run.hint}"
    assert game.log.to_jsonl() == run.game.log.to_jsonl(), run.hint
    events = tmp_path / "events.jsonl"
    code = cli.main(
        ["play", "--text", "--seed", str(SEED), "--script", str(SCRIPT), "--events", str(events)]
    )
    printed = capsys.readouterr()
    assert code == 0 and not printed.err, printed.err
    assert printed.out == run.text, f"`worm play --text` prints something else{run.hint}"
    assert events.read_text(encoding="utf-8") == run.game.log.to_jsonl(), run.hint
