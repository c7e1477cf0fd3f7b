"""A game saved and a game continued (issue 16): ``save`` writes where the game stands with
everything a replay needs; ``load`` plays the saved commands again from the start, so the game
goes on with its whole log, and refuses a save whose commands do not lead where it says."""

from __future__ import annotations

from pathlib import Path

from worm.engine.session import Game
from worm.saves import savefile
from worm.saves.savefile import SaveError, SaveFile


def save(game: Game, path: Path) -> SaveFile:
    """Write ``game`` to ``path`` (the old save kept as ``.bak``); returns what was written."""
    written = savefile.make(game.snapshot(), start=game.start, history=tuple(game.history))
    savefile.write(path, written)
    return written


def load(path: Path) -> tuple[Game, str | None]:
    """The game saved at ``path``, with a notice when its backup had to be used."""
    saved, notice = savefile.read_or_backup(path)
    return restore(path, saved), notice


def restore(path: Path, saved: SaveFile) -> Game:
    """The game a save holds: replayed from its start when it has one (the same log, checked
    against the saved state), else from its state; then its commands since."""
    if saved.start is None:
        game = Game.from_state(saved.state)
    else:
        game = Game.replay(saved.start, saved.history)
        if game.snapshot() != saved.state:
            raise SaveError(
                f"{path}: its commands do not lead to the state it holds "
                "(made by another version of worm or its content, or edited)"
            )
    for command in saved.commands:
        game.execute(command)
    return game
