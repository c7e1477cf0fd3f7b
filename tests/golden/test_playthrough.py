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

The whole transcript is pinned by ``playthrough-seed-1.transcript.txt``: any change in what the
player reads fails with a unified diff, and when the change is meant, ``uv run pytest
tests/golden --update-golden`` writes the file again (the commit says why). The tests below say
what the route has to show whatever the wording: they read the event log and the state where
they can, and the text only for what the log does not hold (``look``, ``talk``, ``status``,
``inventory``, ``map``, ``why``). When one of them fails, replay the script by hand (``uv run
worm play --text --seed 1 --script tests/golden/playthrough-seed-1.txt``) and re-plan the route,
keeping what it exercises.
"""

from __future__ import annotations

import io
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest

from tests.conftest import Golden
from worm import cli, tarot
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
CLIVE, SABOR, ITUHA = "Clive Runescrivner", "Sabor Daryason", "Ituha Sturdy-Oak"

E = TypeVar("E", bound=ev.Event)


@dataclass
class Playthrough:
    game: Game
    text: str
    path: Path  # where the transcript was written, for a failing test to point at
    seed: int = SEED
    script: Path = SCRIPT

    @property
    def transcript(self) -> Path:
        """The golden transcript beside the script (``--update-golden`` rewrites it)."""
        return self.script.with_suffix(".transcript.txt")

    @property
    def hint(self) -> str:
        replay = (
            f"uv run worm play --text --seed {self.seed} --script tests/golden/{self.script.name}"
        )
        return f"\ntranscript: {self.path}\nreplay it: {replay}"

    def of(self, kind: type[E]) -> list[E]:
        """The log's events of one kind, in order."""
        return [e for e in self.game.log.events if isinstance(e, kind)]

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


# --- checks every scripted playthrough makes (the parley scripts use them too) ---------------


def assert_every_line_was_answered(run: Playthrough) -> None:
    """The script ran to its end: each line typed once, none crashed the game."""
    lines = [line for line in run.script.read_text(encoding="utf-8").splitlines() if line.strip()]
    typed = [line[2:] for line in run.text.splitlines() if line.startswith("> ")]
    assert typed == lines, f"the script stopped early or a line was lost{run.hint}"
    assert "Traceback" not in run.text and "internal error" not in run.text, run.hint


def assert_cards_accounted_for(game: Game) -> None:
    """At rest, all 57 + 21 cards are back in their piles: none lost, none doubled, none held."""
    for deck, every in (
        (game.decks.minor, tarot.MINOR_CARDS),
        (game.decks.major, tarot.MAJOR_CARDS),
    ):
        name = deck.name
        held = deck.draw_pile + deck.discard_pile + deck.elsewhere
        assert Counter(held) == Counter(every), f"the {name} deck holds {len(held)} cards"
        assert not deck.elsewhere, f"{len(deck.elsewhere)} {name} cards are still out"


def assert_all_alive(game: Game, size: int = 3) -> None:
    """The guild comes through whole: everyone still there, nobody dead or at Death's Door."""
    people = game.guild.adventurers
    assert len(people) == size, [a.name for a in people]
    dying = [a.name for a in people if a.conditions.dead or a.conditions.deaths_door]
    assert not dying, f"{dying} dead or dying"


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


def _draws(run: Playthrough) -> dict[int, tuple[int, str, bool]]:
    """Each watch's Meatgrinder draw: card value, the entry it lands on, and respite or not."""
    draws: dict[int, tuple[int, str, bool]] = {}
    watch = 0
    for event in run.game.log.events:
        if isinstance(event, ev.Watch):
            watch = event.n
        elif isinstance(event, ev.Meatgrinder) and event.trigger in ("watch", "camp"):
            draws[watch] = (event.card.value, event.entry, event.respite)
    return draws


def _ends(event: ev.Event) -> bool:
    """The end of a Challenge (p. 123)."""
    return isinstance(event, ev.Gm) and event.rule == "p. 123"


# --- what the player reads ----------------------------------------------------------------


def test_the_transcript_is_as_recorded(run: Playthrough, golden: Golden) -> None:
    golden(run.text, run.transcript)


def test_look_listen_and_talk_tell_what_the_guild_can_know(run: Playthrough) -> None:
    look = run.after("look")
    assert look[0].startswith("101, hidden nook.") and look[1] == "You could deal with: Foul air."
    assert run.after("listen")[0].startswith("Towards 103: rings of glowing mushrooms"), run.hint
    assert "  3. persuade Iago the Lion-Turtle to carry you over" in run.after("look river")
    # 103: the Mushroom Men's likes and hates are plain to see, and they do not bargain.
    shroom = run.after("talk", 0)
    assert shroom[0].startswith("Mushroom Men — Distaste (distaste, basic). "), run.hint
    assert shroom[1:] == [
        "They do not bargain: gifts, deeds and threats reach them, words do not.",
        "Likes: 1. soft rotten wood.",
        "Dislikes: 1. fire.",
        "Wants: unknown.",
        "Needs: unknown.",
    ], run.hint
    # 109: the Lich speaks a tongue of the guild's; 112 and 208: Iago and the Gargoyles.
    lich = run.after("talk", 1)
    assert lich[0].startswith("The Locust Lich — Surprise (surprise, basic). "), run.hint
    assert lich[1].startswith("They speak Vulgaris; Clive Runescrivner, "), run.hint
    assert "Likes: 1. Praise for his mane and his great unbreakable shell." in run.after(
        "talk iago"
    ), run.hint
    assert run.after("talk", 2)[0].startswith("Gargoyles — Surprise (surprise, basic). ")


def test_status_and_inventory_show_the_fight_and_the_packs(run: Playthrough) -> None:
    # Laid cards stay hidden until their count comes (p. 112).
    assert run.after("init clive 11w") == ["Clive Runescrivner lays an Initiative face down."]
    assert run.after("minor sabor 9s attack mushroom men") == [
        "Sabor Daryason declares a minor action, card face down."
    ], run.hint
    first = run.after("status", 0)
    assert first[0] == "== Mushroom Men — round 1, count 4 ==", run.hint
    assert (
        "  Clive Runescrivner (zone 0) — Initiative ♣ Page of Wands (11), face down; Resolve 4"
        in first
    ), run.hint
    assert "  Mushroom Men (zone 0): Health 1/2, Defense 0/0" in first, run.hint
    assert first[-1] == "Waiting on: minor actions (or pass).", run.hint
    second = run.after("status", 1)
    assert second[0] == "== 6 × Dire Bats — round 2 ==", run.hint
    assert "  Dire Bats 1: at Death's Door" in second, run.hint
    assert (
        "  Ituha Sturdy-Oak (zone 0) — Initiative not laid; Resolve 4; crossbow unloaded" in second
    ), run.hint
    packs = run.after("inventory")
    assert "  hands: Dagger, Torch [lit, 2 flickers]" in packs, run.hint
    assert "  hands: Crossbow" in packs and packs[-1] == "Keys: 106-104", run.hint
    assert any("Arrows ×11" in line for line in packs), f"the bow shot spent no arrow{run.hint}"
    assert any("Bolts ×11" in line for line in packs), f"the crossbow spent no bolt{run.hint}"


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
    # The script ends on 'map': what it printed is the guild's map of where it stands now.
    assert third == narrate.level_map(run.game).splitlines(), run.hint


def test_why_shows_card_table_ruling_effect(run: Playthrough) -> None:
    """``why`` tells what lay behind the last command: the card, its table, the ruling, the
    effect — before the fight at 103 (the Lovers and the Mushroom Men's mood), and after it
    (the fight's end, and the card the Challenge's own watch drew)."""
    assert _in_order(
        run.after("why", 0),
        [
            "card: The Lovers [VI] drawn for meatgrinder",
            "table: level 1 Meatgrinder, VI (a curiosity) → Howls answering each other across",
            "ruling [p. 100]: Three of Cups on the minor discard: they meet the guild with",
            "effect: Mushroom Men: Distaste (basic distaste, Three of Cups) — on meeting the",
        ],
    ), run.hint
    assert _in_order(
        run.after("why", 1),
        [
            "effect: Mushroom Men lose a point of Health.",
            "ruling [p. 123]: the Challenge ends after 1 round: the foes are beaten",
            "effect: The foes are beaten.",
            "card: Death [XIII] drawn for meatgrinder",
            "table: level 1 Meatgrinder, XIII (a travel event) → A bronze-bound chest",
        ],
    ), run.hint


# --- the route still works ----------------------------------------------------------------


def test_only_the_planned_commands_are_refused(run: Playthrough) -> None:
    assert_every_line_was_answered(run)
    refused = [line for line in run.text.split("\n> ") if "\nNo: " in line]
    assert refused == list(REFUSED), f"the route no longer plays as planned{run.hint}"
    assert not any(line.startswith("No: No") for line in run.text.splitlines()), run.hint
    # The log agrees: one refusal, the pole the guild does not carry (p. 5).
    assert [(e.reason, e.rule) for e in run.of(ev.Refused)] == [
        ("you can't: nobody carries polearm or pole (p. 5)", "p. 5")
    ], run.hint
    assert run.game.pending is None and run.game.choice is None, run.hint
    assert run.game.challenge is None and run.game.meeting is None, run.hint


def test_the_story_runs_in_this_order(run: Playthrough) -> None:
    """The spine of the route: where the guild walks, and what each meeting turns into."""
    rooms = [(e.level, e.room) for e in run.of(ev.Enter)]
    assert rooms == [(1, r) for r in "101 103 105 107 104 106 104 102 104 107 109 112".split()] + [
        (2, r) for r in "208 210 208 210 208".split()
    ], run.hint
    phases = [(e.phase, e.cause) for e in run.of(ev.Phase)]
    assert phases == [
        ("crawl", "the guild goes down into The Spires"),
        ("parley", "Mushroom Men are met"),
        ("challenge", "Mushroom Men fight"),
        ("crawl", "the foes are beaten"),
        ("challenge", "6 × Dire Bats attack"),
        ("crawl", "the guild backs away"),
        ("camp", "the guild makes camp"),
        ("crawl", "the guild breaks camp"),
        ("parley", "The Locust Lich is met"),
        ("crawl", "The Locust Lich lets the guild go its way"),
        ("parley", "Iago the Lion-Turtle is met"),
        ("crawl", "Iago the Lion-Turtle lets the guild go its way"),
        ("parley", "Gargoyles are met"),
        ("crawl", "Gargoyles let the guild go its way"),
    ], run.hint


def test_the_guild_enters_eleven_rooms_and_every_watch_is_counted(run: Playthrough) -> None:
    events = run.game.log.events
    enters = run.of(ev.Enter)
    rooms = {(e.level, e.room) for e in enters}
    assert len(rooms) >= 10, f"only {len(rooms)} rooms entered{run.hint}"
    assert rooms == {
        (1, k) for k in ("101", "102", "103", "104", "105", "106", "107", "109", "112")
    } | {(2, "208"), (2, "210")}, run.hint
    keys = run.game.world.levels[0].keyed.keys
    assert {keys[r] for r in run.game.states[1].visited} == {
        k for level, k in rooms if level == 1
    }, run.hint
    causes = Counter(e.cause for e in run.of(ev.Watch))
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


def test_the_meatgrinder_draws_and_what_comes_of_them(run: Playthrough) -> None:
    draws = _draws(run)
    assert sorted(draws) == list(range(1, 20)), run.hint  # every watch draws once (p. 90)
    assert draws[1] == (14, "choice_foul_air", False), run.hint  # Temperance: the haze
    assert draws[3] == (13, "hazard_humming_chest", False), run.hint  # the fight's own watch
    assert draws[7] == (17, "encounter_dire_bats", False), run.hint  # the Star: the bats
    # A card whose entry is marked off already is a watch of respite (p. 91): Death after the
    # retreat, the Chariot at Camp, and the Star again once the Fool at 106 has reshuffled it.
    assert draws[8] == (13, "hazard_humming_chest", True), run.hint
    assert draws[9] == (7, "signs_of_mushroom_men", True), run.hint
    assert draws[14] == (17, "encounter_dire_bats", True), run.hint
    # On level 2, I–V are the level's own respites, not guttering (p. 341).
    assert (draws[15][0], draws[17][0]) == (2, 4), run.hint
    assert len([e for e in run.of(ev.Gm) if e.rule == "p. 341" and "light holds" in e.why]) == 2
    assert draws[18] == (14, "tax_creeping_dread", False), run.hint
    assert draws[19] == (15, "hazard_reed_mat", False), run.hint
    # Searches and careful moves draw once more, and count only on I–V (p. 91): the encounters
    # the deck would bring (XVI–XX) pass quietly, so no fight comes of them.
    extra = [
        (e.card.value, e.trigger, e.counts)
        for e in run.of(ev.Meatgrinder)
        if e.trigger not in ("watch", "camp")
    ]
    assert extra == [
        (18, "time", False),
        (9, "time", False),
        (16, "moving_carefully", False),
        (19, "moving_carefully", False),
        (19, "time", False),
        (20, "time", False),
    ], run.hint
    quiet = [e for e in run.of(ev.Gm) if e.rule == "p. 91" and "passes quietly" in e.why]
    assert len(quiet) == len(extra), run.hint
    assert [e.phase for e in run.of(ev.Phase)].count("challenge") == 2, run.hint


def test_searching_and_moving_carefully_find_what_was_hidden(run: Playthrough) -> None:
    found = [(e.what, e.where) for e in run.of(ev.Reveal)]
    assert found == [
        ("trap: Electrified Chest", "103"),  # a full search
        ("secret door", "105 to 107"),  # a search that names its method: tapping the walls
        ("secret door", "107 to 104"),  # moving carefully
        ("trap: Arrow Trap", "104"),  # moving carefully
    ], run.hint
    # Only the lantern burning out in 105 stops the guild for its light; a light already out
    # does not stop it again at 107.
    assert [e.detail for e in run.of(ev.Stop) if e.reason == "light"] == ["in 105"], run.hint
    # The key from 105 opens 104-106; the chest set off by 'take' shocks Clive (p. 89).
    assert any(
        e.rule == "p. 88" and e.why.endswith("the door 106-104 is open") for e in run.of(ev.Gm)
    ), run.hint
    chest = [
        (e.who, e.taken_as, e.piercing) for e in run.of(ev.Wound) if e.cause == "Electrified Chest"
    ]
    assert chest == [(CLIVE, "Staggered", True)], run.hint
    gained = [(e.who, e.item, e.count) for e in run.of(ev.Item) if e.change == "gained"]
    assert gained == [
        (CLIVE, "gold", 55),
        (CLIVE, "key to 106-104", 1),
        (CLIVE, "silver signet ring", 1),
        (CLIVE, "silver signet ring", 1),
        (CLIVE, "embroidered cloak", 1),
    ], run.hint


def test_hazards_are_tested_by_the_book(run: Playthrough) -> None:
    """The haze needs no test (the lantern is at hand, p. 5); the humming chest, the bridge and
    the mat do, and each failure accepted costs a Wound; the pit is a 10' fall (p. 96)."""
    assert any(
        e.rule == "p. 5" and e.why.startswith("burn the haze off: nothing is at risk")
        for e in run.of(ev.Gm)
    ), run.hint
    burnt = run.of(ev.Light)[1]  # after the lantern is lit at the start
    assert (burnt.who, burnt.item, burnt.change, burnt.flickers) == (
        SABOR,
        "Lantern",
        "flicker",
        1,
    ), f"the haze was not burnt off with the lantern{run.hint}"
    tests = [(e.who, e.attribute, e.total, e.outcome, e.task) for e in run.of(ev.Fate)]
    hazards = [t for t in tests if t[4] != "retreat"]
    assert hazards == [
        (ITUHA, "pentacles", 4, "failure", "open it by hand"),
        (ITUHA, "cups", 10, "failure", "study the skulls and wax"),
        (CLIVE, "pentacles", 15, "success", "cross the plank one at a time"),
        (SABOR, "pentacles", 13, "failure", "cross the plank one at a time"),
        (ITUHA, "pentacles", 12, "failure", "cross the plank one at a time"),
        (ITUHA, "cups", 11, "failure", "notice the sag in the middle"),
        (CLIVE, "pentacles", 12, "failure", "land a 10' fall"),
    ], run.hint
    hurt = [(e.who, e.taken_as, e.piercing, e.cause) for e in run.of(ev.Wound)]
    assert (ITUHA, "Staggered", True, "open it by hand") in hurt, run.hint
    # Staggered cleared at the Camp (p. 141), so the plank's Wounds Stagger again
    assert [h for h in hurt if h[3] == "cross the plank one at a time"] == [
        (SABOR, "Staggered", False, "cross the plank one at a time"),
        (ITUHA, "Staggered", False, "cross the plank one at a time"),
    ], run.hint
    assert any(
        e.rule == "p. 96" and e.why == "Clive Runescrivner falls 10' with failure: 1 Piercing Wound"
        for e in run.of(ev.Gm)
    ), run.hint
    # The mat drops Clive into the pit: the script's last Wound.
    assert hurt[-1] == (CLIVE, "Staggered", True, "a fall"), run.hint  # rested at the Camp
    # Creeping dread on level 2 leaves Clive Stressed, pointed at by the discard (p. 182).
    assert [(e.who, e.change, e.cause) for e in run.of(ev.Condition)] == [
        (SABOR, "Counter-spell heals", "a Bond burned, p. 141"),  # recovery at the Camp
        (CLIVE, "Staggered clears", "rest, p. 141"),
        (SABOR, "Staggered clears", "rest, p. 141"),
        (ITUHA, "Staggered clears", "rest, p. 141"),
        (CLIVE, "Stressed", "Creeping dread"),
    ], run.hint


def test_the_mushroom_men_are_not_talked_round_and_are_beaten_in_one_round(
    run: Playthrough,
) -> None:
    """103: the Mushroom Men do not talk (p. 100), so their mood never moves and the guild
    falls on them. The scene puts the electrified chest between the sides with an Initiative
    of its own (p. 128): their Dash through it hurts them, and Sabor's minor Attack — face value
    only, disfavor for the icy floor (p. 113) — ends the fight in its first round."""
    events = run.game.log.events
    moods = [e.emotion for e in run.of(ev.Disposition) if e.npc == "Mushroom Men"]
    assert moods == ["distaste"], run.hint
    assert not run.game.pack.monsters["mushroom_men"].talks, run.hint  # gifts, deeds, threats
    rulings = [(e.rule, e.why) for e in run.of(ev.Gm)]
    scene = next(why for rule, why in rulings if rule == "p. 109")
    assert scene.startswith("the scene: the threshold (icy floors); by the electrified chest")
    assert (
        "p. 128",
        "the electrified chest lies between the sides: it has an Initiative of its own, and only "
        "Avoid gets past it",
    ) in rulings, run.hint
    fight = events[: next(i for i, e in enumerate(events) if _ends(e)) + 1]
    acts = [
        (e.who, e.action, e.minor, e.value, e.vs, e.favor)
        for e in fight
        if isinstance(e, ev.Action)
    ]
    assert acts == [
        ("Mushroom Men", "Dash", False, 12, None, 0),
        (SABOR, "Attack", True, 6, 4, -3),  # Nine of Swords − 3, nothing added
    ], run.hint
    hurt = [e.cause for e in run.of(ev.Wound) if e.who == "Mushroom Men"]
    assert hurt == ["struck by Electrified chest", "struck by Sabor Daryason"], run.hint
    told = [e.text for e in fight if isinstance(e, ev.Narration)]
    assert "Mushroom Men fall at Death's Door (p. 125)." in told, run.hint
    ends = [why for rule, why in rulings if rule == "p. 123"]
    assert ends[0] == "the Challenge ends after 1 round: the foes are beaten", run.hint


def test_the_bats_attack_on_sight_and_the_guild_gets_away(run: Playthrough) -> None:
    """106: the bats attack with no parley (p. 87), and fight in the crystal hollow itself,
    with its own ways out; the Fool drawn in round 1 reshuffles both decks only as the round
    ends (p. 9); in round 2 the guild runs, each spending a card, and a group test with two
    hits is a clean getaway back into 104 (p. 124)."""
    events = run.game.log.events
    bats = next(i for i, e in enumerate(events) if isinstance(e, ev.Gm) and "Dire Bats" in e.why)
    fight = events[bats : next(i for i, e in enumerate(events) if i > bats and _ends(e)) + 1]
    assert isinstance(fight[0], ev.Gm) and fight[0].why.endswith(
        "Dire Bats attack on sight: no parley"
    )
    assert not any(isinstance(e, ev.Phase) and e.phase == "parley" for e in fight), run.hint
    scene = next(e.why for e in fight if isinstance(e, ev.Gm) and e.rule == "p. 109")
    assert scene.endswith("the way to 104; the way to 107; the way to 108"), run.hint
    laid = [e.why for e in fight if isinstance(e, ev.Gm) and e.rule == "p. 122"]
    assert laid[0] == "the GM lays Initiatives face down (anger: lowest for the band)", run.hint
    # A minor action takes a card of its own suit (p. 115): Cups to aid, Pentacles to dodge.
    minors = [
        (e.action, e.card.suit if e.card else None)
        for e in fight
        if isinstance(e, ev.Action) and e.minor and e.who in (CLIVE, ITUHA)
    ]
    assert minors == [("Aid Another", "cups"), ("Dodge", "pentacles")], run.hint
    # The band's blows wait for anyone holding the Fool to interrupt them (p. 114).
    told = [e.text for e in fight if isinstance(e, ev.Narration)]
    assert (
        "6 × Dire Bats make ready to attack Sabor Daryason: play the Fool to interrupt, or pass."
        in told
    )
    assert "Dire Bats 1 falls at Death's Door (p. 125)." in told, run.hint
    fools = [i for i, e in enumerate(fight) if isinstance(e, ev.Shuffle) and e.reason == "fool"]
    second = next(
        i for i, e in enumerate(fight) if isinstance(e, ev.ChallengeRound) and e.round == 2
    )
    last_blow = max(i for i, e in enumerate(fight[:second]) if isinstance(e, ev.Action))
    assert len(fools) == 2 and last_blow < fools[0] < second, run.hint
    # The guild's turns add the attribute (and Clive's face-down Aid for Sabor); Banter is
    # weighed against the band's Morale, 10 while wary (p. 119), not its Initiative.
    turns = [
        (e.who, e.action, e.value, e.vs)
        for e in fight
        if isinstance(e, ev.Action) and not e.minor and e.who in (CLIVE, SABOR, ITUHA)
    ]
    assert turns[:2] == [(SABOR, "Attack", 10, 1), (ITUHA, "Attack", 10, 1)], run.hint
    assert (CLIVE, "Attack", 12, 1) in turns, run.hint
    (banter,) = [e for e in fight if isinstance(e, ev.Action) and e.action == "Banter"]
    assert (banter.value, banter.vs, banter.result) == (2, 10, "intimidate: no"), run.hint
    assert any(
        isinstance(e, ev.Gm) and e.why.endswith("wary (they are bloodied), Morale 10")
        for e in fight
    )
    spent = [
        e.text for e in fight if isinstance(e, ev.Narration) and e.text.endswith("on the run.")
    ]
    assert [line.split(" spends ")[0] for line in spent] == [CLIVE, SABOR, ITUHA], run.hint
    (ran,) = [e for e in fight if isinstance(e, ev.GroupTest)]
    assert (ran.task, ran.hits, ran.outcome) == ("retreat", 2, "success"), run.hint
    end = fight[-1]
    assert isinstance(end, ev.Gm) and end.why.endswith("after 2 rounds: a clean getaway"), run.hint
    back = next(e for e in events[bats:] if isinstance(e, ev.Enter))
    assert (back.room, back.first_time) == ("104", False), run.hint


def test_the_challenges_are_logged(run: Playthrough) -> None:
    events = run.game.log.events
    rounds = [(e.round, e.gm_cards, e.enemy_types, e.enemies) for e in run.of(ev.ChallengeRound)]
    assert rounds == [(1, 5, 2, 2), (1, 6, 1, 6), (2, 5, 1, 5)], run.hint  # p. 121
    acts = [(e.who, e.action, e.minor, e.result) for e in run.of(ev.Action)]
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
    reasons = [(e.favor, e.reasons) for e in run.of(ev.Action) if e.favor]
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
    (flight,) = run.of(ev.GroupTest)
    assert (flight.task, flight.attribute, flight.hits, flight.outcome) == (
        "retreat",
        "pentacles",
        2,
        "success",
    ), run.hint
    # Both runners push a failure (policy): Ituha's push turns it into a success.
    runners = [
        (e.who, e.total, e.pushed, e.outcome) for e in run.of(ev.Fate) if e.task == "retreat"
    ]
    assert runners == [(ITUHA, 21, True, "success"), (CLIVE, 15, False, "success")], run.hint
    phases = [e.phase for e in events if isinstance(e, ev.Phase)]
    assert phases[:6] == ["crawl", "parley", "challenge", "crawl", "challenge", "crawl"], run.hint


def test_the_lich_iago_and_the_gargoyles_are_talked_round(run: Playthrough) -> None:
    """Each is met in surprise and turned to joy by what it likes, with no test (p. 100), then
    lets the guild by. The Lich will not deal before it warms (p. 102), and then sells a rumor
    for Sabor's chalk; Iago carries the guild over the river, down to level 2."""
    moods = [(e.npc, e.emotion, e.intensity, e.cause) for e in run.of(ev.Disposition)]
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
    let_by = [e.cause for e in run.of(ev.Phase) if "its way" in e.cause]
    assert let_by == [
        "The Locust Lich lets the guild go its way",
        "Iago the Lion-Turtle lets the guild go its way",
        "Gargoyles let the guild go its way",
    ], run.hint
    rulings = [(e.rule, e.why) for e in run.of(ev.Gm)]
    cold = rulings.index(("p. 102", "The Locust Lich will not deal until they warm to the guild"))
    warm = next(i for i, (_, why) in enumerate(rulings) if why.startswith("an appeal to the creak"))
    assert cold < warm, run.hint
    events = run.game.log.events
    talks = [i for i, e in enumerate(events) if isinstance(e, ev.Phase) and e.phase == "parley"]
    for start in talks:  # likes pleased and requests granted: no test of fate in any parley
        end = next(i for i, e in enumerate(events) if i > start and isinstance(e, ev.Phase))
        assert not [e for e in events[start:end] if isinstance(e, ev.Fate)], run.hint
    lost = [(e.who, e.item, e.cause) for e in run.of(ev.Item) if e.change == "lost"]
    assert lost == [(SABOR, "Chalk", "given in the parley")], run.hint
    assert ("p. 91", "a quest hint: the guild now holds 1 rumor") in rulings, run.hint
    river = rulings.index(
        ("Appendix E", "by the river, the guild reaches level 2, The Castle of Crossed Destinies")
    )
    iago = rulings.index(("p. 100", "Iago the Lion-Turtle lets the guild go its way"))
    assert iago < river, run.hint


def test_camp_eats_and_the_lights_burn_down(run: Playthrough) -> None:
    events = run.game.log.events
    made = next(i for i, e in enumerate(events) if isinstance(e, ev.Phase) and e.phase == "camp")
    broke = next(i for i, e in enumerate(events) if i > made and isinstance(e, ev.Phase))
    camp = events[made : broke + 1]
    assert [(e.n, e.cause, e.room) for e in camp if isinstance(e, ev.Watch)] == [
        (9, "camp", "104")
    ], run.hint
    meals = [(e.who, e.item, e.change) for e in camp if isinstance(e, ev.Item)]
    # Ituha, a Beast Master, feeds Sable the falcon from the guild's animal feed (p. 140)
    assert meals == [(who, "Rations", "used") for who in (CLIVE, SABOR, ITUHA)] + [
        (ITUHA, "Animal Feed", "used")
    ], run.hint
    lights = [(e.who, e.item, e.change, e.flickers) for e in run.of(ev.Light)]
    assert (ITUHA, "Torch", "lit", 3) in lights, run.hint  # lit after the Camp
    # Torches gutter at 105, 107 and 109 (p. 91): the lantern at 105, Sabor's torch at 109.
    outs = [(who, item) for who, item, change, _ in lights if change == "out"]
    assert outs == [(SABOR, "Lantern"), (SABOR, "Torch")], run.hint
    assert lights[-2:] == [(SABOR, "Torch", "out", 0), (ITUHA, "Torch", "flicker", 1)], run.hint


# --- the state the script leaves ----------------------------------------------------------


def test_the_state_after_the_script(run: Playthrough) -> None:
    game, hint = run.game, run.hint
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 2, "208"), hint
    assert_all_alive(game)
    assert_cards_accounted_for(game)
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
        # the camp meal: one each, two for a halfling eating hale and hearty (p. 60)
        meal = sum(
            e.count
            for e in run.of(ev.Item)
            if e.who == before.name and e.item == "Rations" and e.cause == "camp meal"
        )
        hearty = any(g.rule == "p. 60" and before.name in g.why for g in run.of(ev.Gm))
        assert meal == (2 if hearty else 1), hint
        assert kit.count(after, "ration") == kit.count(before, "ration") - meal, hint
        assert after.conditions.staggered, hint
        # Only Clive felt the Creeping dread in 210 (Temperance, XIV, on level 2).
        assert after.conditions.stressed == (before.name == CLIVE), hint
        assert not (after.conditions.injured or after.conditions.deaths_door), hint
    # The bats' second blow wounded Sabor's talent, healed at the Camp by a burned Bond
    # (p. 141); the Camp cleared Staggered, so the bridge and the pit only Staggered again.
    wounded = {name: len(a.conditions.wounded_talents) for name, a in people.items()}
    assert wounded == {CLIVE: 0, SABOR: 0, ITUHA: 0}, hint
    burns = [(e.who, e.with_, e.for_) for e in run.of(ev.Bond) if e.change == "burn"]
    assert burns == [(SABOR, ITUHA, "Wounded Counter-spell")], hint
    assert people[CLIVE].gold == 55, hint
    # The bow shot and the crossbow bolt at 106 spent one arrow and one bolt.
    for name, ammo in ((CLIVE, "arrows"), (ITUHA, "bolts")):
        before = next(a for a in start.adventurers if a.name == name)
        assert kit.count(people[name], ammo) == kit.count(before, ammo) - 1, (name, hint)
    assert kit.count(people[SABOR], "chalk") == 0, hint  # traded to the Lich
    # Lights: the lantern and a torch burnt out; one torch still burns, two flickers down.
    lit = [
        (a.name, game.pack.items[c.item].name, c.flickers)
        for a in game.guild.adventurers
        for c in kit.lit(a)
    ]
    assert lit == [(ITUHA, "Torch", 1)], hint
    lantern = kit.find(people[SABOR], "lantern")[0]
    assert lantern.flickers == 0 and not lantern.lit, hint
    changes = Counter(e.change for e in run.of(ev.Light))
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
