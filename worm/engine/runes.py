"""Loremaster's second advantage (p. 79): an ancient script met below ground is translated, a
short passage in a watch or two. Our content cuts such a script on or beside some traps
(``assets/traps.toml``, ``inscription``), and what it says is true: read, it tells what the
trap does, and the guild knows the trap for one (found with no test, as a search finds it,
p. 88). Policy: a passage cut by a trap is short, so one watch (the Meatgrinder draws for it,
p. 90); each is read once; a use in training costs 1 XP (p. 33)."""

from __future__ import annotations

from worm.content.features import Trap
from worm.engine import commands as cmd
from worm.engine import crawl, training, traps
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.rules import lore_bids

TALENT = lore_bids.LOREMASTER
PAGE = 79


def unread(game: Table) -> list[Trap]:
    """The live traps of the guild's room whose script the guild has not translated."""
    room = game.room
    if room < 0:
        return []
    return [
        t
        for t in traps.live(game, room)
        if t.inscription and (f"level {game.depth}", "runes", f"{room}:{t.id}") not in game.lore
    ]


def translate(game: Table, command: cmd.Translate) -> None:
    """``command.who`` spends a watch on the script here, and reads out what it says."""
    game.require_crawl()
    a = training.user(game, command.who, TALENT, PAGE)
    found = unread(game)
    if not found:
        raise IllegalCommand("there is no old script here left to translate (p. 79)")
    trap = found[0]
    assert trap.inscription is not None
    training.use(game, a.id, TALENT)
    game.lore = game.lore | {(f"level {game.depth}", "runes", f"{game.room}:{trap.id}")}
    game.ruling(f"p. {PAGE}", f"{a.name} spends a watch translating the old script here")
    game.log.emit(ev.Narration, text=f"{a.name} reads out the script: “{trap.inscription}”")
    traps.spot(game, game.room, trap, how="read in its own script")
    crawl.watch_passes(game, "long_task")
