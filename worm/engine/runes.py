"""Loremaster's second advantage (p. 79): an ancient script met below ground is translated, a
short passage in a watch or two. Our content cuts such a script on or beside some traps
(``assets/traps.toml``, ``inscription``), and what it says is true: read, it tells what the
trap does, and the guild knows the trap for one (found with no test, as a search finds it,
p. 88). Some room features carry one too (``assets/features.toml``, ``script``): read, it
says truly what comes of one of the feature's own interactions. Policy: a passage cut by a
trap or on a feature is short, so one watch (the Meatgrinder draws for it, p. 90); each is
read once; a use in training costs 1 XP (p. 33). ``translate WHO FEATURE`` names which
feature's writing; unnamed, a trap's script goes first."""

from __future__ import annotations

from worm.content.features import Feature, Trap
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


def written(game: Table) -> list[Feature]:
    """The guild's room's features carrying an old writing the guild has not translated."""
    room = game.room
    if room < 0:
        return []
    pack = game.pack
    return [
        f
        for f in (pack.features[i] for i in dict.fromkeys(game.level.stock[room].features))
        if f.script is not None and _read(game, f.id) not in game.lore
    ]


def _read(game: Table, what: str) -> tuple[str, str, str]:
    """The lore the guild holds once the writing on ``what`` here is read."""
    return (f"level {game.depth}", "runes", f"{game.room}:{what}")


def translate(game: Table, command: cmd.Translate) -> None:
    """``command.who`` spends a watch on the script here, and reads out what it says."""
    game.require_crawl()
    a = training.user(game, command.who, TALENT, PAGE)
    found = unread(game)
    features = written(game)
    if not found and not features:
        raise IllegalCommand("there is no old script here left to translate (p. 79)")
    if command.what is not None or not found:
        _feature(game, a.id, a.name, _named(features, command.what))
        return
    trap = found[0]
    assert trap.inscription is not None
    training.use(game, a.id, TALENT)
    game.lore = game.lore | {(f"level {game.depth}", "runes", f"{game.room}:{trap.id}")}
    game.ruling(f"p. {PAGE}", f"{a.name} spends a watch translating the old script here")
    game.log.emit(ev.Narration, text=f"{a.name} reads out the script: “{trap.inscription}”")
    traps.spot(game, game.room, trap, how="read in its own script")
    crawl.watch_passes(game, "long_task")


def _named(features: list[Feature], what: str | None) -> Feature:
    """The feature here whose name holds the words ``what`` (unnamed, the first)."""
    if what is None:
        return features[0]
    words = what.lower().split()
    for f in features:
        if all(w in f.name.lower() for w in words):
            return f
    if not features:
        raise IllegalCommand("no writing here is left untranslated but a trap's (p. 79)")
    names = ", ".join(f.name for f in features)
    raise IllegalCommand(f"no untranslated writing on '{what}' here: {names}")


def _feature(game: Table, who: str, name: str, feature: Feature) -> None:
    """``who`` spends a watch reading the writing on ``feature``."""
    script = feature.script
    assert script is not None
    training.use(game, who, TALENT)
    game.lore = game.lore | {_read(game, feature.id)}
    game.ruling(f"p. {PAGE}", f"{name} spends a watch translating the writing on {feature.name}")
    game.log.emit(ev.Narration, text=f"{name} reads out the writing: “{script.text}”")
    crawl.watch_passes(game, "long_task")
