"""``worm demo``: the automated GM plays a guild with the autoplay bot (CONTRACTS §1, §3).

The narration goes to stdout; every event goes, as JSON Lines, to ``--events``. When the guild
comes back up before the watches are spent it plays the City Phase as far as it goes (the tax,
the Market, each paying the best upkeep they can, ``worm.engine.city``) and goes down again,
until the guild is lost, the watches run out, or ``autobold.FRUITLESS`` expeditions in a row
find no new room (what the guild can reach is spent). With ``delves`` it plays that many
expeditions instead (or until the guild is lost, or the watches run out), expeditions that
find nothing new included.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from worm import files, grammar
from worm.engine import autobold, autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.saves import games
from worm.text import chronicle, console, narrate
from worm.text.record import Record


def play(
    seed: int,
    watches: int,
    *,
    size: int = 3,
    game: Game | None = None,
    record: Record | None = None,
    delves: int | None = None,
) -> Game:
    """Play the demo headless and return the finished game (``game``: go on with that one,
    a game loaded from a save; ``record``: the --events file, written as the game goes;
    ``delves``: stop once that many expeditions are over, not when some in a row find no new
    room, ``autobold.Headway``)."""
    game = Game.new(seed, size=size) if game is None else game
    headway = autobold.Headway(autobold.rooms_known(game))
    while game.watches < watches and game.phase != "over":
        if delves is not None and game.expeditions >= delves and game.phase == "city":
            break
        if game.phase == "city":  # the bot has paid its upkeep (a game loaded may be below)
            try:
                game.execute(autoplay.delve(game))  # the entrance nearest its contracts
            except IllegalCommand:
                break
        before = _headway(game)
        autoplay.run(game, watches, after=None if record is None else _writer(record))
        if not headway.after(autobold.rooms_known(game)) and delves is None:
            break
        if _headway(game) == before:
            break  # the bot has nothing left to do here: never loop on the spot
    return game


def _headway(game: Game) -> tuple[int, int, int, str]:
    """What a bot's run can change: rooms walked, watches, expeditions and the phase."""
    rooms = sum(len(s.visited) for s in game.states.values())
    return rooms, game.watches, game.expeditions, game.phase


def _writer(record: Record) -> Callable[[Game], None]:
    return lambda game: record.catch_up(game.log)


def run(
    seed: int,
    watches: int,
    events: Path | None,
    out: TextIO | None = None,
    *,
    save: Path | None = None,
    load: Path | None = None,
    delves: int | None = None,
) -> int:
    """Play, narrate, and write the event log (atomically, so a failed run leaves no half
    file); ``load`` goes on from a saved game, ``save`` keeps the game at the end.

    ``out`` defaults to the ``sys.stdout`` of the moment of the call, not of the import."""
    out = console.tolerant(sys.stdout if out is None else out)
    for path, what in ((events, "write events to"), (save, "save the game to")):
        if path is not None:
            files.check(path, what)  # before the game: a bad path fails at once
    loaded = None
    if load is not None:
        loaded, notice = games.load(load)
        if notice:
            print(f"Note: {notice}", file=out)
    game = Game.new(seed) if loaded is None else loaded
    record = None if events is None else Record(events)
    try:
        play(seed, watches, game=game, record=record, delves=delves)
    finally:  # a crash or Ctrl-C keeps what was played
        if record is not None:
            record.close(game.log)
    for text in narrate.events(game.log.events):
        print(text, file=out)
    alive = sum(1 for a in game.guild.adventurers if not a.conditions.dead)
    print(
        f"Demo over after {game.watches} watches and "
        f"{grammar.counted(game.expeditions, 'expedition')}: "
        f"{alive} of {len(game.guild.adventurers)} adventurers live.",
        file=out,
    )
    if save is not None:
        games.save(game, save)
        print(f"Saved to {save}.", file=out)
        written = chronicle.keep(game, save)  # once a delve has ended: the City, or the end
        if written is not None:
            print(f"The chronicle is in {written}.", file=out)
    return 0
