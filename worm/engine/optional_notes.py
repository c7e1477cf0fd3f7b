"""The optional notes a band met carries (policy ``worm.gm.optional_notes``, pp. 248, 251, 277,
286), asked the same way wherever the game needs them: the meeting and the parley tell them,
the fight's rusted armor adds its Defense, and the Challenge plays Threshold, Retributive and
Strange Body (``worm.engine.actions.threshold``, ``worm.engine.retributive``,
``worm.engine.actions.strange_body``).

The draw is a stream named for the level, the room and the kind, fresh from the game's seed
each time it is asked (``worm.rng.stream``): asking never moves the game's own streams, and
the same band is the same wherever and however often it is asked.
"""

from __future__ import annotations

from worm import grammar, rng
from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import foes
from worm.gm import optional_notes as policy
from worm.model.challenge import Part, evolve
from worm.model.meeting import Meeting


def carried(game: Table, block: foes.Statblock, room: int) -> policy.Carried:
    """The optional notes the band of ``block`` met in ``room`` (-1: on the way) carries."""
    key = (game.seed, game.depth, room, block.id, block.threat, id(game.pack))
    found = _CARRIED.get(key)
    if found is None:
        if not policy.offered(game.pack, block):
            found = policy.NONE
        else:
            draw = rng.stream(game.seed, f"optional notes:{game.depth}:{room}:{block.id}")
            found = policy.carried(game.pack, block, draw)
        if len(_CARRIED) > 4096:
            _CARRIED.clear()
        _CARRIED[key] = found
    return found


_CARRIED: dict[tuple[int, int, int, str, str, int], policy.Carried] = {}
"""``carried``'s memo: asked on every blow and every turn of a fight."""


def of_band(game: Table, key: str) -> policy.Carried:
    """The optional notes of the band ``key`` in the fight under way."""
    ch = game.under_way()
    group = ch.group(key)
    if group.side != "foes" or group.creature is None:
        return policy.NONE
    return carried(game, foes.statblock(game.pack, group.creature, common=group.common), ch.room)


def carries(game: Table, key: str, note: str) -> policy.Carried | None:
    """What the band ``key`` carries if it carries ``note``, else None. A note the stat
    block holds outright (the kelpie's Threshold, p. 268) counts too."""
    ch = game.under_way()
    group = ch.group(key)
    if group.side != "foes" or group.creature is None:
        return None
    block = foes.statblock(game.pack, group.creature, common=group.common)
    found = carried(game, block, ch.room)
    if note in found.notes or any(n.name == note and not n.optional for n in block.notes):
        return found
    return None


def _kinds(game: Table, meeting: Meeting) -> list[tuple[str, policy.Carried]]:
    """Each kind of the meeting with the optional notes it carries, by its kind's name. A lord
    whose copies fight as common ones is left to the fight's words, which know where it is."""
    found = []
    for creature in (meeting.creature, *(kin.creature for kin in meeting.others)):
        monster = game.pack.monsters.get(creature)
        if monster is None or monster.common_threat is not None:
            continue
        block = foes.statblock(game.pack, creature)
        held = carried(game, block, meeting.room)
        if held.notes:
            found.append((meeting.name if not meeting.others else block.name, held))
    return found


def told(game: Table, meeting: Meeting) -> None:
    """As the guild meets them, the GM tells the optional notes the creatures carry."""
    for name, held in _kinds(game, meeting):
        game.ruling(policy.page_of(held, held.notes[0]), held.words(grammar.capital(name)))


def parley_line(game: Table, meeting: Meeting) -> str | None:
    """The parley's line on the optional notes the creatures carry, if any."""
    told_ = [f"{name}: {', '.join(short(held))}" for name, held in _kinds(game, meeting)]
    return f"Optional notes — {'; '.join(told_)}." if told_ else None


def short(held: policy.Carried) -> list[str]:
    """Each optional note ``held`` carries, in a few words (the parley's and the fight's)."""
    words = []
    for note in held.notes:
        if note == policy.RUSTED_ARMOR:
            words.append(f"{note} (+{held.defense} Defense)")
        elif note == policy.STRANGE_BODY:
            immune, weak = policy.harm_words(held.immune), policy.harm_words(held.vulnerable)
            words.append(f"{note} (immune to {immune}, 2 Wounds from {weak})")
        else:
            words.append(note)
    return words


def armored(
    game: Table, block: foes.Statblock, parts: tuple[Part, ...], room: int, name: str
) -> tuple[Part, ...]:
    """A band's parts with its rusted armor's Defense on its body (pp. 277, 286), told as the
    fight begins with every optional note it carries."""
    held = carried(game, block, room)
    if not held.notes:
        return parts
    game.ruling(policy.page_of(held, held.notes[0]), held.words(grammar.capital(name)))
    if not held.defense or not parts:
        return parts
    body = parts[0]
    game.log.emit(
        ev.Narration,
        text=f"Rust flakes from the old armor {name} wear: {held.defense} Defense more.",
    )
    return (evolve(body, defense=body.defense + held.defense), *parts[1:])
