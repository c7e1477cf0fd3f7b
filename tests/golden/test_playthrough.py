"""A scripted text playthrough: ``playthrough-seed-1.txt`` typed into ``worm play --text``.

Seed 1's first level is The Spires (13 rooms, a key in 105 to the locked door 104–106, secret
doors 105–107 and 104–107, a secret room 113); its second is The Castle of Crossed Destinies.
The script plays one expedition, about 70 commands, and its route is planned around the major
deck's order so that the random encounters it would meet (XVI–XX) mostly fall on searches and
careful moves, where they pass quietly (p. 91):

- 101: look, map, listen; the Foul air travel event — ``choose 2`` burns the haze off with the
  lantern (3 flickers).
- 103: Mushroom Men in distaste; ``talk`` shows what is plain to see of them (they like rotten
  wood, hate fire, and do not bargain), so ``fight``; ``why``; study the Black Goat altar
  (``act``); ``search`` finds the electrified chest; ``take`` sets it off.
- 105: ``take`` the key; ``search tapping the walls`` finds the secret door to 107; a full
  ``search`` spends the Lions (XX) quietly; ``careful on``.
- 107: moving carefully finds the secret door to 104; ``search`` spends the Dire Wolves (XVIII).
- 104: moving carefully spots the arrow trap; ``careful off``; bypass the trap (``act``),
  ``take`` the ring, ``open 106`` with the key; ``map``.
- 106: Dire Bats attack; the fight is lost and the guild is driven back into 104, where Mushroom
  Men in trust, who cannot talk, let it go at once; the lost Challenge's watch follows.
- 104: two searches spend the Sun and the Star (XIX, XVII); ``camp``: a ration each, and
  Sabor's torch gutters out.
- 102: the Narrow bridge (``push``, ``accept``); back through 104 (the Two doors travel event)
  to 107.
- 109: the Locust Lich, angry, tells the guild to be gone (``request passage``); it is fought
  and beaten; ``take`` the ring; a ``search`` spends the Star (XVII) of the reshuffled deck.
- 112: Iago the Lion-Turtle meets the guild in fear (``talk iago``) and carries it over the
  river when asked (``request passage``); ``down`` the river to level 2.
- 208: Gargoyles in fear grant passage (``request passage``); the Too-neat mat drops Clive into
  a pit; a ``search`` spends the Sun (XIX). 210: ``take`` the cloak; ``map``.

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
        replay = (f"uv run worm play --text --seed {self.seed} --script "
                  f"tests/golden/{self.script.name}")
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
    # A watch per room entered, revisits too (p. 90), one for the Camp, one per Challenge, the
    # lost fight at 106 too.
    assert causes == {"room": len(enters), "camp": 1, "challenge": 3}, run.hint
    assert run.game.watches == sum(causes.values()) == 18, run.hint
    assert sum(1 for e in enters if not e.first_time) == 3, run.hint  # 104 twice, 107 once


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
    assert "  ▸ Meatgrinder XXI: a quest rumor, marked off already: a watch of respite" in lines
    # The haze is burnt off with the lantern, not with whoever is best at Pentacles.
    assert run.after("choose 2")[-1] == "Sabor Daryason's lantern: flicker (1 flicker left).", (
        run.hint
    )


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
    assert _in_order(
        run.after("why", 1),
        [
            "ruling [p. 107]: interim Challenge",
            "card: Ace of Swords (1) drawn for group test",
            "test: Clive Runescrivner tests swords: 1 + 14 + swords 4 = 19, pushed — a success.",
            "test: Group test of swords: 2 hit(s) — success.",
            "ruling [p. 100]: Mushroom Men are beaten off",
            "card: The Hanged Man [XII] drawn for meatgrinder",
            "table: level 1 Meatgrinder, XII (a travel event) → A jag of rock",
            "ruling [p. 182]: Page of Wands on the discard pile points at Sabor Daryason",
            "effect: Sabor Daryason: destroyed Poultice (Torn pack).",
        ],
    ), run.hint


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
        "  ▸ draws Judgement [XX] for meatgrinder",
        "  [GM, p. 91] Judgement [XX] is no guttering (I–V): the extra draw passes quietly",
    ], run.hint
    into_107 = run.after("go 107", 0)
    assert _in_order(
        into_107,
        [
            "Found: secret door (107 to 104).",
            "  [GM, p. 88] moving carefully: the guild finds what was hidden",
            "  [GM, p. 91] moving carefully takes time",
            "You arrive at 107.",
        ],
    ), run.hint
    assert "a light has gone out" not in run.text, f"a stale light stopped the guild{run.hint}"
    assert "Found: trap: Arrow Trap (104)." in run.after("go 104"), run.hint
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
        run.after("go 102") + run.after("push"),
        [
            "— Watch 11 (room), level 1, room 102 —",
            "Narrow bridge — choose: 1. cross the plank one at a time; 2. scramble down and round",
            "Clive Runescrivner tests pentacles: 6 + 2 + pentacles 1 = 9, pushed — a GREAT "
            "FAILURE.",
            "Clive Runescrivner: destroyed Armor, iron (great failure).",
            "Clive Runescrivner: destroyed Helm (cross the plank one at a time).",
            "Sabor Daryason falls short with 13: 'push' fate, or 'accept' it?",
        ],
    ), run.hint
    assert _in_order(
        run.after("accept", 2),
        [
            "Ituha Sturdy-Oak tests cups: 8 + cups 4 = 12 — a failure.",
            "The one in front drops into a pit.",
            "  [GM, p. 96] Clive Runescrivner falls 10' and tests Pentacles to land well",
        ],
    ), run.hint
    assert run.after("accept", 3) == [  # p. 96: a failed Pentacles test, the full 10'
        "Clive Runescrivner tests pentacles: 5 + pentacles 1 = 6 — a failure.",
        "  [GM, p. 96] Clive Runescrivner falls 10' with failure: 1 Piercing Wound(s)",
        "Clive Runescrivner takes a Wound as talent, piercing.",
    ], run.hint


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
    # 104, after the lost fight: in trust, creatures that cannot talk let the guild go at once,
    # and only then is the lost Challenge's watch drawn.
    assert _in_order(
        run.after("fight", 1),
        [
            "Group test of swords: 0 hit(s) — failure.",
            "[CRAWL] the guild backs away.",
            "— Watch 8 (room), level 1, room 104 —",
            "11 × Mushroom Men: Trust (basic trust, Page of Cups) — on meeting the guild.",
            "  [GM, p. 100] in trust, 11 × Mushroom Men let the guild go its way (p. 100)",
            "[CRAWL] in trust, 11 × Mushroom Men let the guild go its way (p. 100).",
            "— Watch 9 (challenge), level 1, room 104 —",
        ],
    ), run.hint
    # 109: the angry Lich speaks the guild's tongue but will not deal; asking is answered with
    # 'be gone', and no card is drawn for it.
    lich = run.after("talk", 1)
    assert lich[0].startswith("The Locust Lich — Anger (anger, basic). "), run.hint
    assert lich[1].startswith("They speak Vulgaris; Clive Runescrivner, "), run.hint
    assert run.after("request passage", 0) == [
        "  [GM, p. 100] in anger, The Locust Lich tells the guild to be gone; pressing on will"
        " mean a fight"
    ], run.hint
    # 112: Iago, met when spoken to, is afraid, and a fair demand gets the guild over the river.
    iago = run.after("talk iago")
    assert _in_order(
        iago,
        [
            "  [GM, p. 100] King of Cups on the minor discard: Iago the Lion-Turtle meets the guild"
            " with fear",
            "Iago the Lion-Turtle: Fear (basic fear, King of Cups) — on meeting the guild.",
            "Plain to see: Iago the Lion-Turtle — like — Praise for his mane and his great"
            " unbreakable shell.",
            "Iago the Lion-Turtle — Fear (fear, basic). ",
            "Likes: 1. Praise for his mane and his great unbreakable shell.",
        ],
    ), run.hint
    assert _in_order(
        run.after("request passage", 1),
        [
            "  [GM, p. 100] Iago the Lion-Turtle grants passage: fear gives way to a fair demand"
            " (p. 101)",
            "Iago lets you scramble onto his shell and wades the hissing river",
            "[CRAWL] Iago the Lion-Turtle lets the guild go its way.",
        ],
    ), run.hint
    # 208: the Gargoyles, afraid too, let the guild by.
    assert run.after("talk", 2)[0].startswith("Gargoyles — Fear (fear, basic). "), run.hint
    assert run.after("request passage", 2) == [
        "  [GM, p. 100] Gargoyles grant passage: fear gives way to a fair demand (p. 101)",
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
        ("Dire Bats", "anger", "basic", "start"),
        ("11 × Mushroom Men", "trust", "basic", "start"),
        ("The Locust Lich", "anger", "basic", "start"),
        ("Iago the Lion-Turtle", "fear", "basic", "start"),
        ("Gargoyles", "fear", "basic", "start"),
    ], run.hint


def test_camp_eats_and_the_lights_burn_down(run: Playthrough) -> None:
    camp = run.after("camp")
    assert (
        camp[0] == "[CAMP] the guild makes camp." and camp[-1] == "[CRAWL] the guild breaks camp."
    ), run.hint
    assert [line for line in camp if "camp meal" in line] == [
        f"{name}: used Rations (camp meal)."
        for name in ("Clive Runescrivner", "Sabor Daryason", "Ituha Sturdy-Oak")
    ], run.hint
    assert "Sabor Daryason's torch: out." in camp, run.hint
    inventory = run.after("inventory")
    assert "  hands: Dagger, Torch [unlit, 0 flickers]" in inventory, run.hint
    assert inventory[-1] == "Keys: 106-104", run.hint


# --- the state the script leaves ----------------------------------------------------------


def test_the_state_after_the_script(run: Playthrough) -> None:
    game, hint = run.game, run.hint
    assert (game.phase, game.depth, game.plan.key(game.room)) == ("crawl", 2, "210"), hint
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
    assert one.settled == {_room(game, 1, k) for k in ("103", "109", "112")}, hint
    assert "phlegethon_crossed" in one.flags, hint  # Iago carried the guild over
    assert two.settled == {_room(game, 2, "208")}, hint
    assert game.rumors == 2 and not game.careful, hint
    start = Game.new(SEED).guild
    people = {a.name: a for a in game.guild.adventurers}
    for before in start.adventurers:
        after = people[before.name]
        assert kit.count(after, "ration") == kit.count(before, "ration") - 1, hint  # the camp meal
        assert after.conditions.stressed and after.conditions.staggered, (
            hint
        )  # the low door, wounds
    assert people["Clive Runescrivner"].gold == 55, hint
    # Lights: the lantern and a torch burnt out; one torch still burns, two flickers down.
    lit = [
        (a.name, game.pack.items[c.item].name, c.flickers)
        for a in game.guild.adventurers
        for c in kit.lit(a)
    ]
    assert lit == [("Ituha Sturdy-Oak", "Torch", 2)], hint
    lantern = kit.find(people["Sabor Daryason"], "lantern")[0]
    assert lantern.flickers == 0 and not lantern.lit, hint
    changes = Counter(e.change for e in game.log.events if isinstance(e, ev.Light))
    assert changes == {"lit": 3, "flicker": 4, "out": 2}, hint


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
