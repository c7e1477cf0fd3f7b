"""Nothing a player reads holds a placeholder, an internal id or a doubled page reference
(issue 19, point 2), nor a name ending in s made possessive with 's (point 3).

Many seeds are played by the autoplay bot (the ``worm demo`` and ``worm sim`` guild) through
Crawl, Camp and City; along the way the side panel beside the map is read, and the text game
is asked what a player asks it (``look``, ``sheet``, ``inventory``, ``why`` …). At the end
every event is narrated as the log shows it and explained as ``why`` does. A longer soak is
``bench/player_words.py``.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest

from tests.unit.engine.test_city_actions import city
from tests.unit.engine.test_hangover import major
from worm.engine import autoplay, morning_after
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.rules import hangover
from worm.text import narrate, repl
from worm.ui import panels

SEEDS = range(12)
WATCHES = 90
PANEL_EVERY = 7  # read the side panel after every so many commands
ASKED = ("look", "inventory", "map", "guild", "decks", "why")

FAULTS = {
    "a placeholder": re.compile(r"\[[a-z_]+(?: [-+] \d+)?\]|\{[a-z_]+\}"),
    "an internal id": re.compile(r"\b[a-z]+_[a-z_]+\b"),
    "a doubled page reference": re.compile(r"\(pp?\. [^)]*\)\s*[,;]?\s*\(pp?\. "),
    "an s's possessive": re.compile(r"\b[A-Z][\w-]*s's\b"),
    "a bracketed tag": re.compile(r"\[(?![IVXLC]+\])[A-Z]{3,}\]"),
    "a count with (s)": re.compile(r"\w\(s\)"),
}


def faults(text: str) -> Iterator[str]:
    """What is wrong in ``text``, one line per fault, naming it and quoting the line."""
    for line in text.splitlines():
        for fault, pattern in FAULTS.items():
            found = pattern.search(line)
            if found:
                yield f"{fault} {found.group(0)!r} in: {line.strip()[:160]}"


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("Xania ([adventurers]), sniffing", "a placeholder"),
        ("Lions ([adventurers - 1]), feeding", "a placeholder"),
        ("they say {other_level} hides it", "a placeholder"),
        ("Hangover 11: a duel with a noble, set for {value} days hence", "a placeholder"),
        ("staggered, wounded doom_eye", "an internal id"),
        ("a ruling (p. 101) (p. 100)", "a doubled page reference"),
        ("Three-Fingers's knife", "an s's possessive"),
        ("[CRAWL] the guild goes down into The City of Ruin.", "a bracketed tag"),
        ("[OVER] the guild is lost.", "a bracketed tag"),
        ("1 reagent(s), 1 delve(s)", "a count with (s)"),
    ],
)
def test_the_checks_catch_what_the_issue_saw(text: str, fault: str) -> None:
    assert [f for f in faults(text) if f.startswith(fault)]


def test_the_checks_pass_what_is_fine() -> None:
    fine = "[GM, p. 91] The Tower [XVI] drawn; Iago's knife, the duchess's portrait (p. 12)"
    assert not list(faults(fine))


def _asked(game: Game) -> str:
    """What the text game answers to a player's questions at this moment."""
    out = io.StringIO()
    for line in (*ASKED, *(f"sheet {a.name.split()[0]}" for a in game.guild.adventurers)):
        assert repl.answer(game, line, out)
    assert "Traceback" not in out.getvalue()
    return out.getvalue()


def _played(seed: int) -> tuple[Game, list[str]]:
    """The bot's game of ``seed``, and the panels and answers read along the way."""
    game = Game.new(seed)
    read: list[str] = []
    sent = 0

    def after(game: Game) -> None:
        nonlocal sent
        sent += 1
        if sent % PANEL_EVERY == 0:
            read.extend((panels.guild(game).plain, panels.status(game).plain))

    while game.watches < WATCHES and game.phase != "over":
        if game.phase == "city":
            read.append(_asked(game))
            try:
                game.execute(autoplay.delve(game))
            except IllegalCommand:
                break
        before = (game.watches, game.expeditions, game.phase)
        autoplay.run(game, min(WATCHES, game.watches + 15), daring=0.5, after=after)
        read.append(_asked(game))
        if (game.watches, game.expeditions, game.phase) == before:
            break
    return game, read


@pytest.mark.parametrize("seed", SEEDS)
def test_nothing_a_player_reads_holds_a_placeholder_or_an_id(seed: int) -> None:
    game, read = _played(seed)
    for event in game.log.events:
        read += [narrate.event(event) or "", narrate.why([event])]
    wrong = sorted({fault for text in read for fault in faults(text)})
    assert not wrong, f"seed {seed}:\n" + "\n".join(wrong[:20])


@pytest.mark.parametrize("value", range(1, 22))
def test_every_hangover_row_is_told_without_a_placeholder(value: int) -> None:
    """The morning after a Carouse (p. 157), as the player reads it: the GM's ruling, what the
    row did and the sheet it marked. Hangover XI's ruling used to read "set for {value} days
    hence", the minor discard never read into it; the seeds above rarely carouse onto it."""
    game = city()
    mark = len(game.log.events)
    did = morning_after.wake(game, "a1", hangover.read(major(value), game.pack))
    events = game.log.events[mark:]
    read = [did, _asked(game), narrate.why(events), *(narrate.event(e) or "" for e in events)]
    wrong = sorted({fault for text in read for fault in faults(text)})
    assert not wrong, f"Hangover {value}:\n" + "\n".join(wrong)
