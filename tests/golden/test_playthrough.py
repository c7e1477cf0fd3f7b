"""A scripted text playthrough: ``playthrough-seed-1.txt`` typed into ``worm play --text``.

Seed 1's first level is The Spires (caverns, 13 rooms; re-planned in session 13 after the day's
stocking changes): the way in 101, the signed junction 103 (the
Guild Waymark; a locked door to 106, whose key hangs in 111), the safe room of the far draught 107 with a secret
door to 106, the fork platform 109, the Locust Lich's bough bridge 112 with garnet earrings and
a secret door to the safe room 113, and 111, another room of the far draught, with an illuminated page, the key,
and a way across to a level beside. ``_precondition`` checks that the seed still holds what
the route is planned around. The script plays one expedition, 79 commands, and one Challenge
with the fight's own words (``fight``, ``init``, ``status``, ``play``, ``pass``, the Fool). The
Meatgrinder and the GM's hands come off the same major deck, so the route is planned around
the deck's order:

- 101: Temperance (XIV), a travel event: foul air; ``choose 2`` burns the haze off with the
  lantern, which costs it flickers and no test; ``look``, ``map``, ``listen``.
- 103: ``why`` the Lovers (VI) came up; a full ``search`` spends the Hanged Man (XII) quietly;
  ``careful on``.
- 107: the lantern gutters out (the Emperor, IV) and the guild is told its last light is gone;
  moving carefully finds the secret door to 106 and spends the World (XXI) quietly; ``careful
  off``; Sabor lights a torch.
- 109: Judgement (XX) brings a Cockatrice of the Crownless Pack, met in distaste; the guild
  falls on it (``fight``) on icy floors: a precarious footing. Round 1: Initiatives Ace of
  Swords, Ace of Cups, Two of Pentacles, face down till their count; ``status`` shows the count;
  Clive's bow shot lands, Sabor moves out onto the bridge to close in and is Staggered and
  Tripped (Backwards Charge, p. 246), Ituha's bolt lands. Round 2: it flies, so there is no
  running from it (p. 124); Clive and Sabor hit, Ituha reloads, then plays the Fool to
  interrupt its attack with a bolt that drops it at Death's Door; the Fool reshuffles both
  decks (p. 9), and the World brings the quest's rumor.
- 107: Strength (XI), a squeeze or a detour: ``choose 1`` squeezes through and notches Clive's
  iron armor, no test; a full ``search`` spends the Hanged Man quietly, so the night's card is
  Judgement again, marked off: a watch of respite. ``camp``: everyone rests, a ration each (two
  for Clive, hale and hearty) and Sable's feed; Sabor's Staggered clears; ``inventory``.
- 112: the Star (XVII) brings three Flower Fairies of the Copper-Bitten Cluster, in sadness
  (the Lich's own room: it is not met while another meeting is under way, ``meet.on_enter``);
  ``talk``, ``ask`` (their need, their want), ``appeal 4`` (their faction's want, tools and
  blades: Clive hands over his notched iron armor), no test, to surprise; ``offer service
  company``, their want, to joy, no test (the service takes time: the Empress gutters the
  torch); ``request passage`` is granted; ``take`` the garnet earrings; ``search tapping the
  walls`` finds the secret door to 113.
- 111: ``take`` the illuminated page and the key to 106–103; ``listen`` (the Lich's sign
  towards 112).
- 112: the Sun (XIX) brings three Dire Wolves, in sadness, who speak no tongue: ``withdraw``
  back to 111, where the Moon (XVIII) brings five Mushroom Men, in sadness: ``threaten 1``
  aims at their need (favor, p. 180); Sabor's test of Wands falls short, is pushed and
  succeeds: they let the guild by, hating it.
- 112 again: the wolves are still there as the guild left them (p. 160); ``offer treasure
  garnet earrings``, a test of Wands, passed, moves them to surprise; ``withdraw`` to 111,
  where the Devil (XV) sends a thieving rat (Ituha has no gold to lose): ``choose 2`` lets it
  be; ``inventory`` (the key) and ``map``, which shows both secret doors found and the locked
  door.
- The long way home: 108, where the Tower (XVI) brings three Dire Bats who, in trust, let the
  guild go (p. 100); ``look``; 105 (Death, a drop on a light nobody holds); 102, whose own Dire
  Bats meet it in surprise: ``appeal 1`` (warm blood) and, in joy, they let it go; 101, where
  the torch gutters (the Hierophant), and 103, where it burns out (the Emperor) and Sabor
  lights another; ``open 106`` with the key; a second ``camp`` there, whose night of guttering
  (the High Priestess) passes quietly (p. 145); ``inventory``; ``map``: both secret doors
  found and the locked door open.

Not in this route any more (the old seed-1 route had them; the deck and the stocking no longer
give them here): a retreat with a pushed group test (the Cockatrice flies), a crawl through a
low door, and a ward holding the Tower's wanderers off a safe room. The second
half (a river down to level 2 and a fight there) is not planned: its tests stay skipped.

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
REFUSED: tuple[str, ...] = ()  # the script's deliberate "No"s: any refusal means the route broke
CLIVE, SABOR, ITUHA = "Clive Runescrivner", "Sabor Daryason", "Ituha Sturdy-Oak"

E = TypeVar("E", bound=ev.Event)
# The route's second half (the wolf, the Mushroom Men threatened, the river, level 2's Knights)
# was cut from the script; its tests wait for a new plan.
SECOND_HALF = pytest.mark.skip(
    reason="seed 1's level 2 is halls (its carver changes apart); the way down and a level-2 "
    "fight wait for a re-plan"
)


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


def _precondition() -> None:
    """Seed 1 still stocks what the route is planned around. When the generator changes, this
    fails first and plainly: find a seed with the same rooms (``Game.new(seed).world.levels``:
    each room's ``stock[i]``, its ``map.edges``) or re-plan the script on the new maps."""
    game = Game.new(SEED)
    one = game.world.levels[0]

    def stock(level: int, key: str) -> set[str]:
        at = game.world.levels[level - 1].keyed.keys.index(key)
        s = game.world.levels[level - 1].stock[at]
        return {*s.features, *s.traps, *s.denizens, *s.treasure, *s.key_to}

    assert one.seed.shape in ("caverns", "water", "organic"), (
        f"seed {SEED}: level 1 is {one.seed.shape} now; re-plan on caverns, water or organic"
    )
    planned = {
        (1, "111"): {"106-103", "illuminated_page"},
        (1, "112"): {"the_locust_lich", "garnet_earrings"},
    }
    for (level, key), things in planned.items():
        assert things <= stock(level, key), (
            f"seed {SEED}: level {level}'s {key} no longer holds {sorted(things)}; "
            "re-plan the script"
        )
    for level, key in ((1, "103"), (1, "107"), (1, "109")):
        at = game.world.levels[level - 1].keyed.keys.index(key)
        s = game.world.levels[level - 1].stock[at]
        assert not (s.traps or s.denizens), (
            f"seed {SEED}: level {level}'s {key} holds traps or denizens now; re-plan the script"
        )
    # 107 is where the guild camps; 103 is the warded landing it passes through.
    for key in ("103", "107"):
        assert one.stock[one.keyed.keys.index(key)].safe, (
            f"seed {SEED}: {key} is no safe room any more; re-plan the script"
        )
    doors = {
        ("107", "106", "secret"),
        ("112", "113", "secret"),
        ("106", "103", "locked"),
        ("101", "103", ""),
        ("103", "107", ""),
        ("107", "109", ""),
        ("109", "112", ""),
        ("111", "112", ""),
    }
    keys = one.keyed.keys
    for a, b, kind_of in doors:
        ends = {keys.index(a), keys.index(b)}
        assert any(
            {e.a, e.b} == ends and (getattr(e, kind_of) if kind_of else not (e.secret or e.locked))
            for e in one.map.edges
        ), (
            f"seed {SEED}: no {kind_of or 'open'} door {a}-{b} on level 1 any more; "
            "re-plan the script"
        )
    ways = {(keys[w.room], w.connection is None) for w in one.ways if not w.secret}
    assert {("101", True), ("111", False)} <= ways, f"seed {SEED}: the ways out moved; re-plan"


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Playthrough:
    _precondition()
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
    """The end of a Challenge (p. 123; the GM's thrown-away doom cites the page too)."""
    return (
        isinstance(event, ev.Gm)
        and event.rule == "p. 123"
        and event.why.startswith("the Challenge ends")
    )


# --- what the player reads ----------------------------------------------------------------


def test_the_transcript_is_as_recorded(run: Playthrough, golden: Golden) -> None:
    golden(run.text, run.transcript)


def test_look_listen_and_talk_tell_what_the_guild_can_know(run: Playthrough) -> None:
    look = run.after("look", 0)
    assert look[0].startswith("101, root tangle. "), run.hint
    assert look[0].endswith("Here is the way out to the surface. Ways on: 102, 103."), run.hint
    # The foul air, burnt off, is over: it is no longer among what the room offers.
    assert look[1:] == [], run.hint
    assert run.after("look", 1)[-1].endswith(
        "Ways on: 109, 106, 103. Nothing here feels hostile; it would be a fair place to rest."
    ), run.hint  # the safe hall where the guild camps, its secret door to 106 found
    assert run.after("listen") == [
        "Towards 102: drifts of guano on the planks.",
        "Towards 103: charcoal and pine resin.",
    ], run.hint
    # 111: the Lich's sign towards its bough bridge.
    assert run.after("listen", 1) == [
        "Towards 108: a rope bridge with half its planks pried loose.",
        "Towards 112: boughs stripped even of their bark.",
    ], run.hint
    # The fairies speak Tylwyth, which two of the guild know; their faction's want and shun
    # are among their likes and dislikes.
    fairies = run.after("talk", 0)
    assert fairies[0].startswith("Three Flower Fairies — Sadness (sadness, basic). "), run.hint
    assert fairies[1] == (
        "They speak Tylwyth; Sabor Daryason, Ituha Sturdy-Oak can talk with them."
    ), run.hint
    assert fairies[3].startswith("Likes: 1. drops of clean water; 4. tools and blades"), run.hint
    assert fairies[-2:] == ["Wants: unknown.", "Needs: unknown."], run.hint
    wolves = run.after("talk", 1)
    assert wolves[1] == (
        "They do not bargain: gifts, deeds and threats reach them, words do not."
    ), run.hint


def test_status_and_inventory_show_the_fight_and_the_packs(run: Playthrough) -> None:
    # Laid cards stay hidden until their count comes (p. 112).
    assert run.after("init clive 1s") == ["Clive Runescrivner lays an Initiative face down."], (
        run.hint
    )
    first = run.after("status", 0)
    assert first[0] == "== Cockatrice — round 1, count 1 ==", run.hint
    assert (
        "  Clive Runescrivner (zone 0) — Initiative ♠ Ace of Swords (1), face up; Resolve 4"
        in first
    ), run.hint
    assert (
        "  Sabor Daryason (zone 0) — Initiative ♥ Ace of Cups (1), face down; Resolve 4" in first
    ), run.hint
    assert "  Cockatrice (zone 1): Health 5/5, Defense 0/0" in first, run.hint
    assert first[-1] == "Waiting on: Clive Runescrivner's action (or pass).", run.hint
    packs = run.after("inventory", 0)
    # The lantern burnt out at 107: Sabor holds the torch and packs the spent lantern.
    assert "  hands: Dagger, Torch [lit, 3 flickers]" in packs, run.hint
    assert any(line.startswith("  pack: Lantern [spent, no flickers], ") for line in packs)
    assert "  hands: Crossbow" in packs, run.hint
    assert any("Arrows ×10" in line for line in packs), f"the bow shots spent no arrow{run.hint}"
    assert any("Bolts ×10" in line for line in packs), f"the crossbow spent no bolt{run.hint}"
    assert not any(line.startswith("Keys:") for line in packs), run.hint  # 111's key comes later
    last = run.after("inventory", 1)
    assert last[-1] == "Keys: 106-103", run.hint
    assert "  belt: Helm, light armor" in last, run.hint  # the iron armor went to the fairies


def test_maps_show_the_guild_and_only_what_it_has_found(run: Playthrough) -> None:
    first, second, last = (run.after("map", n) for n in range(3))
    for shown in (first, second, last):
        assert shown[0] == "Level 1, The Spires", run.hint
        assert sum(line.count("@") for line in shown[1:-1]) == 1, run.hint
        assert shown[-1].startswith("Legend: @ the guild  # wall  . floor"), run.hint
    grid = "\n".join(first[1:-1])
    assert "113" not in grid and "S" not in grid, f"the secret room shows{run.hint}"
    assert "S secret door found" not in first[-1], run.hint
    found = "\n".join(second[1:-1])
    # Two secret doors found (107–106, 112–113), each drawn at both its ends.
    assert found.count("S") == 4 and "S secret door found" in second[-1], run.hint
    # The key from 111 is carried, but 106–103 stays locked until someone opens it, at 103.
    assert "L" in grid and "L" in found, run.hint
    opened = "\n".join(last[1:-1])
    assert opened.count("S") == 4 and "L" not in opened, run.hint
    # The script ends on 'map': what it printed is the guild's map of where it stands now.
    assert last == narrate.level_map(run.game).splitlines(), run.hint


def test_why_shows_card_table_ruling_effect(run: Playthrough) -> None:
    """``why`` tells what lay behind the last command: the card, its table, the ruling."""
    first = run.after("why", 0)
    assert first[:2] == [
        "ruling [p. 86]: the guild sets off from 101 towards 103",
        "card: The Lovers [VI] drawn for meatgrinder",
    ], run.hint
    assert first[2].startswith("table: level 1 Meatgrinder, VI (a curiosity) → "), run.hint


# --- the route still works ----------------------------------------------------------------


def test_only_the_planned_commands_are_refused(run: Playthrough) -> None:
    assert_every_line_was_answered(run)
    refused = [line for line in run.text.split("\n> ") if "\nNo: " in line]
    assert refused == list(REFUSED), f"the route no longer plays as planned{run.hint}"
    assert not any(line.startswith("No: No") for line in run.text.splitlines()), run.hint
    assert not run.of(ev.Refused), run.hint  # the log agrees: nothing refused
    assert run.game.pending is None and run.game.choice is None, run.hint
    assert run.game.challenge is None and run.game.meeting is None, run.hint


def test_the_story_runs_in_this_order(run: Playthrough) -> None:
    """The spine of the route: where the guild walks, and what each meeting turns into."""
    rooms = [(e.level, e.room) for e in run.of(ev.Enter)]
    level_1 = "101 103 107 109 107 109 112 111 112 111 112 111 108 105 102 101 103"
    assert rooms == [(1, r) for r in level_1.split()], run.hint
    phases = [(e.phase, e.cause) for e in run.of(ev.Phase)]
    assert phases == [
        ("crawl", "the guild goes down into The Spires"),
        ("parley", "Cockatrice is met"),
        ("challenge", "Cockatrice fights"),
        ("crawl", "the foes are beaten"),
        ("camp", "the guild makes camp"),
        ("crawl", "the guild breaks camp"),
        ("parley", "three Flower Fairies are met"),
        ("crawl", "three Flower Fairies let the guild go its way"),
        ("parley", "three Dire Wolves are met"),
        ("crawl", "the guild backs away"),
        ("parley", "five Mushroom Men are met"),
        ("crawl", "five Mushroom Men let the guild by, hating it"),
        ("parley", "three Dire Wolves are met"),
        ("crawl", "the guild backs away"),
        ("parley", "three Dire Bats are met"),
        ("crawl", "in trust, three Dire Bats let the guild go its way (p. 100)"),
        ("parley", "Dire Bats are met"),
        ("crawl", "in Joy, Dire Bats let the guild go its way (p. 100)"),
        ("camp", "the guild makes camp"),
        ("crawl", "the guild breaks camp"),
    ], run.hint


def test_every_watch_is_counted(run: Playthrough) -> None:
    enters = run.of(ev.Enter)
    level_1 = {"101", "102", "103", "105", "107", "108", "109", "111", "112"}
    assert {(e.level, e.room) for e in enters} == {(1, k) for k in level_1}, run.hint
    keys = run.game.world.levels[0].keyed.keys
    assert {keys[r] for r in run.game.states[1].visited} == level_1, run.hint
    causes = Counter(e.cause for e in run.of(ev.Watch))
    # A watch per room entered, revisits and withdrawals too (p. 90), one for the fight, and
    # one for each Camp.
    assert causes == {"room": len(enters), "challenge": 1, "camp": 2}, run.hint
    assert run.game.watches == sum(causes.values()) == 20, run.hint


def test_the_meatgrinder_draws_and_what_comes_of_them(run: Playthrough) -> None:
    draws = _draws(run)
    assert sorted(draws) == list(range(1, 21)), run.hint  # every watch draws once (p. 90)
    assert draws[1] == (14, "choice_foul_air", False), run.hint  # Temperance: foul air
    assert draws[4] == (20, "encounter_cockatrice", False), run.hint  # Judgement
    assert draws[5] == (21, "rumor_step_1", False), run.hint  # the quest's first step (p. 341)
    # A card whose entry is marked off already is a watch of respite (p. 91): Judgement on
    # the night at 107 (the Cockatrice at 109 had it).
    assert draws[7] == (20, "encounter_cockatrice", True), run.hint
    assert [n for n, (_, _, respite) in draws.items() if respite] == [7, 17], run.hint
    assert draws[15] == (16, "encounter_dire_bats", False), run.hint  # the Tower, at 108
    assert draws[17] == (14, "choice_foul_air", True), run.hint  # Temperance again, at 102
    assert draws[20][0] == 2, run.hint  # the High Priestess: the second night's guttering
    assert draws[9] == (17, "encounter_flower_fairies", False), run.hint  # the Star
    assert draws[11] == (19, "encounter_dire_wolves", False), run.hint  # the Sun
    assert draws[12] == (18, "encounter_mushroom_men", False), run.hint  # the Moon
    # Searches, careful moves and services draw once more, and count only on I–V (p. 91): the
    # Hanged Man (twice) and the World pass quietly; the Empress gutters the torch.
    extra = [
        (e.card.value, e.trigger, e.counts)
        for e in run.of(ev.Meatgrinder)
        if e.trigger not in ("watch", "camp")
    ]
    assert extra == [
        (12, "time", False),
        (21, "moving_carefully", False),
        (12, "time", False),
        (3, "time", True),
    ], run.hint
    quiet = [e for e in run.of(ev.Gm) if e.rule == "p. 91" and "passes quietly" in e.why]
    assert len(quiet) == 3, run.hint
    assert [e.phase for e in run.of(ev.Phase)].count("challenge") == 1, run.hint


def test_searching_and_moving_carefully_find_what_was_hidden(run: Playthrough) -> None:
    found = [(e.what, e.where) for e in run.of(ev.Reveal)]
    assert found == [
        ("secret door", "107 to 106"),  # moving carefully
        ("secret door", "112 to 113"),  # a search that names its method: tapping the walls
    ], run.hint
    searched = [e.why for e in run.of(ev.Gm) if e.rule == "p. 88"]
    assert "moving carefully: the guild finds what was hidden, with no test" in searched
    assert "tapping the walls: the guild finds what was hidden, with no test" in searched
    gained = [(e.who, e.item, e.count) for e in run.of(ev.Item) if e.change == "gained"]
    assert gained == [
        (CLIVE, "pair of garnet earrings", 1),  # 112, the Lich's
        (CLIVE, "illuminated page", 1),  # 111
        (CLIVE, "key to 106-103", 1),  # 111
    ], run.hint


def test_hazards_are_tested_by_the_book(run: Playthrough) -> None:
    """What carries a risk is a test (p. 5); what carries none asks no test and costs what its
    answer says: burning the foul air off spends the lantern's flickers, and squeezing through
    notches Clive's iron armor."""
    risky = [e.why for e in run.of(ev.Gm) if e.rule == "p. 5"]
    assert risky == [
        "burn the haze off: nothing is at risk and the tools are at hand",
        "squeeze through: nothing is at risk and the tools are at hand",
        "let it be: nothing is at risk and the tools are at hand",
    ], run.hint
    # The only tests are the threat on the Mushroom Men and the gift to the wolves.
    tests = [(e.who, e.attribute, e.outcome, e.pushed, e.task) for e in run.of(ev.Fate)]
    assert tests == [
        (SABOR, "wands", "success", True, "threaten what five Mushroom Men need"),
        (
            SABOR,
            "wands",
            "success",
            False,
            "win three Dire Wolves over with a pair of garnet earrings",
        ),
    ], run.hint
    notched = [(e.who, e.item, e.change) for e in run.of(ev.Item) if e.cause == "squeeze through"]
    assert notched == [(CLIVE, "Armor, iron", "notched")], run.hint
    # The squeeze is no blow: those with nothing there to harm are told so in plain words.
    spared = [e.why for e in run.of(ev.Gm) if e.rule == "p. 182" and "no harm done" in e.why]
    assert spared == [
        f"nothing of {who}'s is in that place to take harm: no harm done" for who in (SABOR, ITUHA)
    ], run.hint
    lantern = [(e.item, e.change, e.flickers) for e in run.of(ev.Light)][:2]
    assert lantern == [("Lantern", "lit", 4), ("Lantern", "flicker", 1)], run.hint


def test_the_cockatrice_is_fought_to_its_fall(run: Playthrough) -> None:
    """A Challenge on icy floors: every blow at disfavor (p. 113); a flying foe cannot be run
    from (p. 124); the Fool played with a card interrupts (p. 114) and reshuffles (p. 9)."""
    rounds = [(e.round, e.gm_cards, e.enemy_types, e.enemies) for e in run.of(ev.ChallengeRound)]
    # p. 121: 3 + 1 for one kind of foe, + 2 for an elite
    assert rounds == [(1, 6, 1, 1), (2, 6, 1, 1)], run.hint
    acts = [(e.who, e.action, e.minor, e.result) for e in run.of(ev.Action)]
    assert acts == [
        (CLIVE, "Attack", False, "hit"),
        (SABOR, "Move", False, "across the room"),
        ("Cockatrice", "Attack", True, "miss"),
        (ITUHA, "Attack", False, "hit"),
        ("Cockatrice", "Attack", True, "hit"),
        ("Cockatrice", "Attack", False, "hit"),
        (CLIVE, "Attack", False, "hit"),
        (ITUHA, "Reload Crossbow", False, "crossbow loaded"),
        (SABOR, "Attack", False, "hit"),
        (ITUHA, "Attack", False, "hit"),
    ], run.hint
    footing = [e.reasons for e in run.of(ev.Action) if e.favor == -3]
    assert footing and all(r == ("a precarious footing (p. 113)",) for r in footing), run.hint
    assert not run.of(ev.GroupTest), run.hint  # no running from a flyer
    ends = [e.why for e in run.game.log.events if _ends(e)]
    assert ends == ["the Challenge ends after 2 rounds: the foes are beaten"], run.hint
    fool = run.after("play ituha 9c attack cockatrice fool")
    assert (
        fool[0]
        == "  [GM, p. 114] Ituha Sturdy-Oak plays the Fool: an extra turn, and it goes first"
    )
    assert [e.reason for e in run.of(ev.Shuffle)] == ["start", "start", "fool", "fool"], run.hint
    # One foe slain: one body for Ituha, an alchemist, to cut from (p. 231).
    assert any(
        line.startswith("The body of Cockatrice lies fresh where it fell: an alchemist could cut")
        and "from it before" in line
        for line in fool
    ), run.hint
    hurt = [(e.who, e.taken_as) for e in run.of(ev.Wound) if e.who in (CLIVE, SABOR, ITUHA)]
    assert hurt == [(SABOR, "Staggered"), (SABOR, "talent")], run.hint


def test_the_fairies_are_won_round_and_the_mushroom_men_threatened(run: Playthrough) -> None:
    """The fairies, in sadness, let slip their need; what their faction wants and what they
    want move them with no test (p. 100), and in joy they grant passage. The Mushroom Men,
    threatened where it hurts (p. 180), give way, hating the guild."""
    moods = [(e.npc, e.emotion, e.intensity, e.cause) for e in run.of(ev.Disposition)]
    assert moods == [
        ("Cockatrice", "distaste", "basic", "start"),
        ("three Flower Fairies", "sadness", "basic", "start"),
        ("three Flower Fairies", "surprise", "basic", "like"),
        ("three Flower Fairies", "joy", "basic", "want"),
        ("three Dire Wolves", "sadness", "basic", "start"),
        ("five Mushroom Men", "sadness", "basic", "start"),
        ("five Mushroom Men", "anger", "basic", "threat"),
        ("three Dire Wolves", "sadness", "basic", "start"),
        ("three Dire Wolves", "surprise", "basic", "wands"),
        ("three Dire Bats", "trust", "basic", "start"),
        ("Dire Bats", "surprise", "basic", "start"),
        ("Dire Bats", "joy", "basic", "like"),
    ], run.hint
    rulings = [(e.rule, e.why) for e in run.of(ev.Gm)]
    assert (
        "p. 100",
        "three Flower Fairies grant passage: a reasonable request in a friendly mood (p. 100)",
    ) in rulings, run.hint
    kept = rulings.index(
        ("p. 160", "three Dire Wolves are still about, as the guild left them, in sadness")
    )
    given = rulings.index(
        (
            "p. 100",
            "five Mushroom Men grant passage: threatened where it hurts, they give way (p. 180)",
        )
    )
    assert given < kept, run.hint
    lost = [(e.who, e.item) for e in run.of(ev.Item) if e.cause == "given in the parley"]
    assert lost == [(CLIVE, "Armor, iron"), ("Justice's Sons", "pair of garnet earrings")]


def test_camp_eats_and_the_lights_burn_down(run: Playthrough) -> None:
    events = run.game.log.events
    made = [i for i, e in enumerate(events) if isinstance(e, ev.Phase) and e.phase == "camp"]
    assert len(made) == 2, run.hint
    for (n, room), start in zip(((7, "107"), (20, "103")), made, strict=True):
        broke = next(i for i, e in enumerate(events) if i > start and isinstance(e, ev.Phase))
        camp = events[start : broke + 1]
        assert [(e.n, e.cause, e.room) for e in camp if isinstance(e, ev.Watch)] == [
            (n, "camp", room)
        ], run.hint
        meals = [(e.who, e.item, e.count, e.change) for e in camp if isinstance(e, ev.Item)]
        # A ration each (two for Clive, hale and hearty, p. 60); Ituha, a Beast Master, feeds
        # Sable the falcon from the guild's animal feed (p. 140).
        assert meals == [
            (CLIVE, "Rations", 2, "used"),
            (SABOR, "Rations", 1, "used"),
            (ITUHA, "Rations", 1, "used"),
            (ITUHA, "Animal Feed", 1, "used"),
        ], run.hint
        if n == 20:
            assert any(
                isinstance(e, ev.Gm) and e.rule == "p. 145" and "passes quietly" in e.why
                for e in camp
            ), run.hint  # the second night's guttering passes quietly
    lights = [(e.who, e.item, e.change, e.flickers) for e in run.of(ev.Light)]
    # Burning the foul air off costs the lantern its flickers; it gutters out at 107 and Sabor
    # lights a torch, which gutters while the guild keeps the fairies company, at 101, and
    # burns out at 103, where Sabor lights the second (p. 91).
    assert lights == [
        (SABOR, "Lantern", "lit", 4),
        (SABOR, "Lantern", "flicker", 1),
        (SABOR, "Lantern", "out", 0),
        (SABOR, "Torch", "lit", 3),
        (SABOR, "Torch", "flicker", 2),
        (SABOR, "Torch", "flicker", 1),
        (SABOR, "Torch", "out", 0),
        (SABOR, "Torch", "lit", 3),
    ], run.hint
    # Sabor stows the lantern, then the spent torch, to free a hand for the light (p. 182).
    stows = [e.why for e in run.of(ev.Gm) if e.rule == "p. 182" and "stows" in e.why]
    assert ["stows the lantern" in stows[0], "stows the torch" in stows[1]] == [True, True]
    # The guild is told when its last light goes out (p. 95).
    assert run.text.count("The last light goes out: the guild stands in the dark") == 2


# --- the state the script leaves ----------------------------------------------------------


def test_the_state_after_the_script(run: Playthrough) -> None:
    game, hint = run.game, run.hint
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 1, "103"), hint
    assert_all_alive(game)
    assert_cards_accounted_for(game)
    one = game.states[1]
    # The key from 111 opened the locked door between 106 and 103.
    assert game.keys == frozenset({"106-103"}), hint
    level = game.world.levels[0]
    keys = level.keyed.keys
    opened = {
        tuple(sorted((keys[level.map.edges[i].a], keys[level.map.edges[i].b])))
        for i in one.unlocked
    }
    assert opened == {("103", "106")}, hint
    found = {
        tuple(sorted((keys[level.map.edges[i].a], keys[level.map.edges[i].b]))) for i in one.found
    }
    assert found == {("106", "107"), ("112", "113")}, hint
    assert all(level.map.edges[i].secret for i in one.found), hint
    assert one.looted == {_room(game, 1, k) for k in ("111", "112")}, hint
    # The earrings went to the wolves; the illuminated page goes to the City's Market (p. 162).
    assert game.loot == ("illuminated_page",), hint
    assert game.rumors == 1 and not game.careful, hint  # the World's rumor after the fight
    start = Game.new(SEED).guild
    people = {a.name: a for a in game.guild.adventurers}
    for before in start.adventurers:
        after = people[before.name]
        meal = sum(
            e.count
            for e in run.of(ev.Item)
            if e.who == before.name and e.item == "Rations" and e.cause == "camp meal"
        )
        hearty = sum(g.rule == "p. 60" and before.name in g.why for g in run.of(ev.Gm))
        assert meal == 2 + hearty, hint
        assert kit.count(after, "ration") == kit.count(before, "ration") - meal, hint
        assert not (after.conditions.staggered or after.conditions.deaths_door), hint
        assert after.gold == before.gold, hint
    # Every shot spends its ammunition: two arrows and two bolts at the Cockatrice.
    for name, ammo, shots in ((CLIVE, "arrows", 2), (ITUHA, "bolts", 2)):
        before = next(a for a in start.adventurers if a.name == name)
        assert kit.count(people[name], ammo) == kit.count(before, ammo) - shots, (name, hint)
    # Sabor's Blur took a Wound and no Camp since has mended it (p. 141).
    assert people[SABOR].conditions.wounded_talents == ("blur",), hint
    lit = [
        (a.name, game.pack.items[c.item].name, c.flickers)
        for a in game.guild.adventurers
        for c in kit.lit(a)
    ]
    assert lit == [(SABOR, "Torch", 3)], hint
    lantern = kit.find(people[SABOR], "lantern")[0]
    assert lantern.flickers == 0 and not lantern.lit, hint


@SECOND_HALF
def test_the_second_half_goes_down_and_fights_on_level_2(run: Playthrough) -> None:
    """The river or stair down and a level-2 fight: to plan on a caverns, water or organic
    level 2 (seed 1's is halls)."""
    assert any(e.level == 2 for e in run.of(ev.Enter)), run.hint


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
