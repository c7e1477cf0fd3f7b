"""The rival guild (p. 160): between two expeditions the City hears how another guild fared
below, and what it did is there when the guild goes down — a treasure taken before the guild
could carry it out, a rival delver's body with a purse and kit to search (policy
``worm.gm.rivals``). Its state is ``Table.rivals``, saved with the game."""

from __future__ import annotations

from dataclasses import replace

from worm import rng
from worm.engine import events as ev
from worm.engine import kit, purse
from worm.engine.table import Table
from worm.gm import rivals as policy
from worm.model.rivals import Rivals


def fare(game: Table) -> list[str]:
    """At the restock (step 8, p. 160): the rivals' fortune read and played; the news told."""
    rivals = game.rivals if game.rivals is not None and game.rivals.members > 0 else _found(game)
    if rivals is None or not game.states:
        return []
    card = game.read_discard("the rival guild's fortune, p. 160")
    luck = policy.fortune(card.value)
    if luck == "success":
        news = _success(game, rivals)
    elif luck == "loss":
        news = _loss(game, rivals)
    else:
        news = None
    if news is None:  # "deeper", or nothing left to take, or nowhere to fall
        deepest = min(rivals.deepest + 1, len(game.world.levels))
        game.rivals = replace(rivals, deepest=deepest)
        news = f"{_the(rivals.name)} pushed on as deep as level {deepest}"
    game.rivals = replace(game.rivals or rivals, news=news)
    game.ruling("p. 160", f"the rival guild's fortune ({card}): {news}")
    return [news]


def _found(game: Table) -> Rivals | None:
    """A new rival guild, named from the book's examples (policy ``named``)."""
    avoid = [game.guild.name] + ([game.rivals.name] if game.rivals is not None else [])
    stream = rng.stream(game.seed, f"rivals:name:{game.expeditions}")
    name = policy.named(game.pack.guild.name_examples, avoid, stream)
    if name is None:
        return None
    game.ruling("p. 160", f"another guild delves the Underworld: {name}, {policy.MEMBERS} strong")
    return Rivals(name=name, members=policy.MEMBERS)


def _success(game: Table, rivals: Rivals) -> str | None:
    """The rivals take a treasure the guild has not (policy ``robbed``)."""
    levels = {n: game.world.levels[n - 1].stock for n in game.states}
    found = policy.robbed(levels, game.states)
    if found is None:
        return None
    number, room = found
    state = game.states[number]
    game.states[number] = replace(state, looted=state.looted | {room}, robbed=state.robbed | {room})
    level = game.world.levels[number - 1]
    treasure = game.pack.treasure[level.stock[room].treasure[0]].name
    game.rivals = replace(rivals, deepest=max(rivals.deepest, number))
    return f"{_the(rivals.name)} came up from {level.seed.name} with {treasure}"


def _loss(game: Table, rivals: Rivals) -> str | None:
    """One of the rivals dies below (policy ``fallen``): the body lies there, kit and all."""
    reached = [n for n in game.states if n <= rivals.deepest] or [min(game.states)]
    number = max(reached)
    state, level = game.states[number], game.world.levels[number - 1]
    room = policy.fallen(level.stock, state, rng.stream(game.seed, f"rivals:{game.expeditions}"))
    if room is None:
        return None
    game.states[number] = replace(state, remains=state.remains | {room})
    left = rivals.members - 1
    game.rivals = replace(rivals, members=left)
    where = f"{level.seed.name}, room {level.keyed.keys[room]}"
    tail = "; the guild is no more" if left == 0 else f"; {left} of them still delve"
    return f"{_the(rivals.name)} came back one short: one of theirs fell in {where}{tail}"


def traces(game: Table, room: int) -> None:
    """Entering a room: what the rivals left there, told (a robbed room once, a body until it
    is searched)."""
    state = game.state
    name = game.rivals.name if game.rivals is not None else "another guild"
    if room in state.robbed:
        game.states[game.depth] = replace(state, robbed=state.robbed - {room})
        game.log.emit(
            ev.Narration,
            text=f"Someone was here first: boot prints, a chalked sign of {_the(name)}, and "
            "the treasure gone.",
        )
    if room in game.state.remains:
        game.log.emit(
            ev.Narration,
            text=f"A delver of {_the(name)} lies dead here, pack still on: taking searches it.",
            offers=("take",),
        )


def search(game: Table, room: int) -> None:
    """Search a fallen rival (p. 160): the purse and what kit finds room, to the first in
    marching order who can act."""
    state = game.state
    game.states[game.depth] = replace(state, remains=state.remains - {room})
    taker = next(a for a in game.guild.in_marching_order() if a.active)
    game.ruling("p. 160", f"{taker.name} searches the dead rival: a purse and some kit")
    purse.gain(game, taker.id, policy.PURSE, "a dead rival's purse")
    for item, number in policy.KIT:
        a, placed = kit.gain(game.guild.adventurer(taker.id), item, number, game.pack)
        if not placed:
            continue
        game.set_adventurer(a)
        game.log.emit(
            ev.Item,
            who=a.name,
            item=game.pack.items[item].name,
            change="gained",
            count=placed,
            cause="a dead rival's kit",
        )


def _the(name: str) -> str:
    """A guild's name as said in a sentence: "the Finders", "Justice's Sons"."""
    return name if name.lower().startswith("the ") or "'" in name else f"the {name}"
