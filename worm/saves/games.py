"""A game saved and a game continued (issue 16): ``save`` writes where the game stands with
everything a replay needs; ``load`` plays the saved commands again from the start, so the game
goes on with its whole log, and refuses a save whose commands do not lead where it says."""

from __future__ import annotations

from pathlib import Path

from worm import __version__
from worm.engine.session import Game
from worm.saves import savefile
from worm.saves.savefile import SaveError, SaveFile


def save(game: Game, path: Path) -> SaveFile:
    """Write ``game`` to ``path`` (the old save kept as ``.bak``); returns what was written."""
    written = savefile.make(game.snapshot(), start=game.start, history=tuple(game.history))
    savefile.write(path, written)
    return written


def load(path: Path) -> tuple[Game, str | None]:
    """The game saved at ``path``, with a notice when its backup had to be used or its
    turns could not be replayed."""
    saved, notice = savefile.read_or_backup(path)
    game, moved = restore(path, saved)
    return game, " ".join(n for n in (notice, moved) if n) or None


def restore(path: Path, saved: SaveFile) -> tuple[Game, str | None]:
    """The game a save holds: replayed from its start when it has one (the same log, checked
    against the saved state), else from its state; then its commands since. A save whose
    turns lead elsewhere under this version's rules (an older worm) goes on from the state it
    holds, which nothing is lost from, with a notice that its earlier turns are not kept;
    one from this same version is refused as edited."""
    notice = None
    if saved.start is None:
        game = Game.from_state(saved.state)
    else:
        game = Game.replay(saved.start, saved.history)
        if game.snapshot() != saved.state:
            if saved.game_version == __version__:  # same rules, another outcome: edited
                raise SaveError(
                    f"{path}: its commands do not lead to the state it holds "
                    "(edited, or made by a development build of this version)"
                )
            game = Game.from_state(saved.state)
            notice = (
                f"{path.name} was made by worm {saved.game_version}: the game goes on from "
                "where it stood, but its earlier turns cannot be replayed or rewound"
            )
    for command in saved.commands:
        game.execute(command)
    return game, notice
