"""Whatever a player types, the text game answers it, and never with a traceback (issue 15).

Random typed lines over 1,000 seeds once killed 26% of games: ``choose 0``, digits such as
'²' (``str.isdigit()`` says yes, ``int()`` says no), numbers of 5,000 digits. Here every
command word of the help, with good arguments (names, cards in hand, fighters, features in
view, small numbers) and bad ones (random text, odd digits, huge numbers, 0, negatives), is
typed into games of many seeds, while the autoplay bot takes turns between the lines so that
fights, parleys, waiting tests and the GM's choices come up (a daring bot also pulls the
levers and opens the cages that a careful one leaves alone). Each line must get at least one
line of answer, and nothing may escape but the player's own 'quit'. The terminal game's ':'
line goes through the same parser (``Driver.type``), so it is fuzzed the same way.

After every line and every turn of the bot, ``worm sim``'s referee checks the invariants: a
card lost for good, as the Fallen gallery once lost one, fails here. The games are reached
through the public game only (``Game.new``, typed lines, the log); the bot is the one
``worm demo`` and ``worm sim`` play with. A longer soak of the same thing is
``bench/fuzz_text.py``.
"""

from __future__ import annotations

import io
import os
import re

from hypothesis import HealthCheck, Phase, event, given, settings
from hypothesis import strategies as st

from tests.unit.engine.test_crawl import WALK
from worm.engine import meet
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.model.level import LevelState
from worm.text import fight, fightwords, narrate, repl
from worm.text.sim import Referee
from worm.ui.driver import Driver

NOT_VERBS = {"belt", "pack", "n", "s", "e", "w", "ne", "nw", "se", "sw", "quit"}


def _verbs(*helps: str) -> list[str]:
    """The first word of every command the help texts list ('a | b' gives both)."""
    found: set[str] = set()
    for text in helps:
        for line in text.splitlines():
            head = re.match(r"^  (\S.*?)(\s{2,}|$)", line)
            for piece in head.group(1).split("|") if head else ():
                first = piece.split()[0] if piece.split() else ""
                if re.fullmatch(r"[a-z]+", first):
                    found.add(first)
    return sorted(found - NOT_VERBS)


VERBS = [*_verbs(repl.HELP, fightwords.HELP), "status"]  # status: in the fight help's head
FIGHTING = [*_verbs(fightwords.HELP), "choose", "push", "accept", "status"]
ACTIONS = ["attack", "aim", "aid", "dodge", "riposte", "roughhouse", "banter", "move", "dash"]
ACTIONS += ["avoid", "use", "speak", "pull", "vigilance", "test", "trivial", "recover", "guard"]
GOOD = [
    *map(str, range(1, 6)),
    *("a1", "a2", "a3", "swords", "pentacles", "cups", "wands", "n", "se", "gold", "for"),
    *("passage", "torch", "push", "resolve", "minor", "fool", "danger", "at", "to", "of"),
    *("7s", "ace", "kw", "treasure", "service", "102", "on", "off", "from", "pack", "belt"),
    *ACTIONS,
]
ODD_DIGITS = ["²", "³", "¹", "٣", "۴", "१", "１０", "⑤", "Ⅻ", "½", "𝟗", "1²", "٣٣"]
BAD_NUMBERS = ["0", "00", "-1", "-99999", "9" * 5000, "1" + "0" * 30, "999999", "1000000"]
ONCE_FATAL = [  # lines that killed the text game when fuzzing first found them
    "choose 0",
    "appeal 0",
    "threaten 0",
    "act {thing} 0",
    "act {thing} ²",
    "walk ² 1",
    "offer gold ²",
    "init ² of swords",
    "play ² of cups attack 1",
    "choose " + "9" * 5000,
    "walk 1 " + "9" * 5000,
    "take ²",  # the job board's number (found by bench/property_soak.py, seed 21)
    "motif a1 ² 1",  # a motif's number (found by CI's fuzzing of a fight)
]

DARING = st.sampled_from([0.0, 0.5, 1.0])  # how often the bot acts on what features offer
WAITING = "push fate, or let the failure stand?"  # how the text game asks about a failed test
names = st.sampled_from(["Ituha", "Sabor", "Clive", "nobody", "a9", "a0"])
junk = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), min_size=1, max_size=6)


def in_the_fight(game: Game) -> list[str]:
    """Cards in the guild's hands and the fighters' names, read off the fight's view."""
    view = fight.view(game)
    found: list[str] = []
    for line in view.splitlines():
        if line.startswith("    hand: ") and "no cards" not in line:
            for piece in line.removeprefix("    hand: ").split(" · "):
                found.append(re.sub(r"^\S+ (.*) \(\d+\)$", r"\1", piece))
        fighter = re.match(r"^  (\S[^(]*?) \(zone \d+\)", line)
        if fighter:
            found.append(fighter.group(1))
    return found


@st.composite
def lines(draw: st.DrawFn, game: Game, seen: list[str]) -> str:
    """One typed line: a command word and up to five arguments, good and bad mixed, or now and
    then a line that once killed the game."""
    things = [*seen, *in_the_fight(game)]
    if draw(st.integers(0, 9), label="once fatal?") == 0:
        line = draw(st.sampled_from(ONCE_FATAL))
        return line.format(thing=draw(st.sampled_from(things or ["x"])).split()[0].lower())
    words = [draw(st.sampled_from(VERBS))]
    firsts = [a.name.split()[0] for a in game.guild.adventurers]
    choices = [
        st.sampled_from(GOOD),
        st.sampled_from(ODD_DIGITS),
        st.sampled_from(BAD_NUMBERS),
        st.sampled_from(firsts),
        names,
        junk,
    ]
    if things:
        choices += [st.sampled_from(things)] * 2
    for _ in range(draw(st.integers(0, 5))):
        words.append(draw(st.one_of(choices)))
    return " ".join(words)


@st.composite
def replies(draw: st.DrawFn, game: Game, seen: list[str], said: str) -> str:
    """Half the time, what a player says to what the game just asked (a number for the GM's
    choice, push or accept for a waiting test): the bot takes the safest option and so never
    walks the Fallen gallery's beams. Otherwise any line."""
    options = offered(said)
    if options and draw(st.booleans(), label="answer the choice?"):
        return f"choose {draw(st.integers(1, options), label='option')}"
    if WAITING in said and draw(st.booleans(), label="answer the test?"):
        return draw(st.sampled_from(["push", "accept"]))
    return draw(lines(game, seen))


def offered(said: str) -> int:
    """How many options the last of the GM's choices in ``said`` has; 0 if it asks none."""
    asked = re.findall(r" — choose: (.*)", said)
    return len(re.findall(r"(?:^|; )\d+\. ", asked[-1])) if asked else 0


def answered(referee: Referee, line: str) -> str:
    """What the text game prints for ``line``: something, never a crash, and the game still
    keeps every invariant ``worm sim`` checks (each card in one place and out only if held,
    no negative pools, the fallen out of the fight, the dead silent)."""
    out, mark = io.StringIO(), len(referee.game.log.events)
    assert repl.answer(referee.game, line, out), f"{line[:60]!r} quit the game"
    said = out.getvalue()
    assert said.strip(), f"no answer to {line[:60]!r}"
    assert "Traceback" not in said and "internal error" not in said.lower(), said
    referee.check(mark)
    return said


def bot_turn(referee: Referee, bot: Autoplay) -> str:
    """The bot's next command, refereed; what the text game would have said to it."""
    command = bot.next(referee.game)
    if command is None:
        return ""
    mark = len(referee.game.log.events)
    referee.play(bot, command)
    return "\n".join(t for t in map(narrate.event, referee.game.log.events[mark:]) if t)


def phase(game: Game) -> str:
    """The phase the game is in, from the last phase event in its log."""
    return next((e.phase for e in reversed(game.log.events) if e.type == "phase"), "crawl")


def note(game: Game, said: str) -> None:
    """Tell hypothesis's statistics where the line was typed, so a run shows its reach."""
    event(f"typed in {phase(game)}")
    if WAITING in said:
        event("a test waits")
    if " — choose: " in said:
        event("the GM offers a choice")


SOAK = int(os.environ.get("WORM_FUZZ_SEEDS", "0"))  # bench/fuzz_text.py --seeds: a longer run
GAMES = 120  # the first test's games in the normal suite; the others scale with it


def fuzzed(examples: int) -> settings:
    """Hypothesis settings for games of many steps: no deadline, no complaint that they are
    slow to make, and no 'explain' phase (it replays a failing game hundreds of times, minutes
    on a shared machine, to annotate the shrunk example). Under a soak, every test plays
    proportionally more games."""
    return settings(
        max_examples=max(1, examples * SOAK // GAMES) if SOAK else examples,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
        phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],
    )


@fuzzed(GAMES)
@given(seed=st.integers(0, 100_000), data=st.data())
def test_every_typed_line_gets_an_answer_and_nothing_escapes(
    seed: int, data: st.DataObject
) -> None:
    game, bot, seen = Game.new(seed), Autoplay(daring=data.draw(DARING, label="daring")), []
    referee = Referee(game)
    said = answered(referee, "delve")
    for _ in range(data.draw(st.integers(0, 80), label="bot's turns first")):
        said = bot_turn(referee, bot) or said
    for _ in range(30):
        if data.draw(st.integers(0, 2), label="bot's turn?") == 0:
            said = bot_turn(referee, bot) or said
            continue
        line = data.draw(replies(game, seen, said), label="typed")
        said = answered(referee, line)
        note(game, said)
        seen.extend(re.findall(r"You could deal with: (.*)\.", said))


FIGHTS = [  # (creatures, how many): met in the entrance room, attacking on sight
    ("goblins", 2),
    ("dire_bats", 1),
]


@fuzzed(50)
@given(start=st.sampled_from(FIGHTS), size=st.integers(1, 4), data=st.data())
def test_in_a_fight_every_typed_line_gets_an_answer(
    start: tuple[str, int], size: int, data: st.DataObject
) -> None:
    """The Challenge's own words (init, play, minor, pass …) with the cards in hand and the
    fighters' names, typed on the guild's turns and the GM's, from the ambush to the end."""
    creatures, count = start
    game, bot = Game.new(WALK, size=size), Autoplay(daring=data.draw(DARING, label="daring"))
    game.states[1] = LevelState(marked=frozenset(range(1, 22)))  # every watch a respite
    referee = Referee(game)
    said = answered(referee, "delve")
    assert game.phase == "crawl" and game.meeting is None, said  # seed 2's 101 is empty
    meet.start(game, creatures, count, game.room, True)  # they attack on sight
    game.follow_up()  # the fight begins as the loop would begin it
    assert game.phase == "challenge", said
    for _ in range(40):
        if data.draw(st.integers(0, 2), label="bot's turn?") == 0:
            said = bot_turn(referee, bot) or said
            continue
        line = data.draw(replies(game, [], said), label="typed")
        if data.draw(st.booleans(), label="a fight's word?"):
            line = " ".join([data.draw(st.sampled_from(FIGHTING)), *line.split()[1:]])
        said = answered(referee, line)
        note(game, said)


@fuzzed(40)
@given(seed=st.integers(0, 100_000), data=st.data())
def test_the_command_line_of_the_terminal_game_answers_every_line(
    seed: int, data: st.DataObject
) -> None:
    """``Driver.type`` is where the ':' line sends a line: a refusal is a message, and every
    line leaves at least one message in the log (a refusal the same as the last message
    stands as it is: the log keeps one copy of it)."""
    driver, bot = Driver.quickstart(seed), Autoplay(daring=data.draw(DARING, label="daring"))
    referee = Referee(driver.game)
    for _ in range(25):
        mark = len(driver.game.log.events)
        if data.draw(st.integers(0, 2), label="bot's turn?") == 0:
            command = bot.next(driver.game)
            if command is not None and driver.do(command).refused:
                bot.refused(driver.game, command)
            referee.check(mark)
            continue
        line = data.draw(lines(driver.game, []), label="typed")
        written = driver.written
        outcome = driver.type(line)
        assert outcome is not None, f"{line[:60]!r} quit the game"
        again = (  # the same "No" as the line before adds no copy (play-test 19, 6)
            outcome.refused is not None and driver.messages[-1].text == f"No: {outcome.refused}"
        )
        assert driver.written > written or again, f"no answer to {line[:60]!r}"
        said = " ".join(m.text for m in driver.since(written))
        assert "Traceback" not in said and "internal error" not in said.lower(), said
        referee.check(mark)
