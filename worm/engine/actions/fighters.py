"""Reading the fighters in a Challenge: who holds what, what they suffer, their attributes
(pp. 112, 116, 122). Nothing here changes the game."""

from __future__ import annotations

from worm.engine import affliction_stages
from worm.engine.table import Table
from worm.gm import foes
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Fighter
from worm.rules import dooms, effects, holds, weapons
from worm.tarot import Suit


def adventurer(game: Table, key: str) -> Adventurer:
    """The adventurer ``key`` names, as ``Guild.adventurer`` finds them; by id through a
    table kept for the guild last asked about (a guild is frozen; a fight asks hundreds of
    times between two wounds, and the guild's own look-up reads every member in turn)."""
    guild = game.guild
    kept, roster = _ROSTER[0]
    if kept is not guild:
        roster = {a.id: a for a in reversed(guild.adventurers)}  # the first of an id wins
        _ROSTER[0] = (guild, roster)
    found = roster.get(key)
    return found if found is not None else guild.adventurer(key)


_ROSTER: list[tuple[object, dict[str, Adventurer]]] = [(None, {})]
"""The guild last asked about (kept, so its id is never another's) and its members by id."""


def weapon_of(game: Table, fighter: Fighter) -> str | None:
    """The weapon type the fighter strikes with; None for bare hands or a disarmed foe."""
    if "disarm" in fighter.effects:
        return None
    if fighter.side != "guild":
        return "natural"
    return _arms(game, fighter.key)[0]


def means_of(game: Table, fighter: Fighter) -> dooms.Means:
    """What a fighter's blow is made of, for a creature's immunities: the weapon type in
    hand, and silver if a silvered one is held (the silver blade, p. 170)."""
    weapon = weapon_of(game, fighter)
    if fighter.side != "guild" or weapon is None:
        return dooms.Means(weapon=None if weapon == "natural" else weapon)
    items = game.pack.items
    hands = adventurer(game, fighter.key).inventory.hands
    silver = any(c is not None and "silver" in items[c.item].tags for c in hands)
    return dooms.Means(weapon=weapon, silver=silver)


def shielded(game: Table, fighter: Fighter) -> bool:
    """Whether the fighter wields a shield (p. 112): ties go its way."""
    if fighter.side != "guild" or "disarm" in fighter.effects:
        return False
    return _arms(game, fighter.key)[1]


_ARMS: dict[int, tuple[object, object, str | None, bool]] = {}
"""What a pair of hands holds, by the identity of the hands (an immutable tuple, kept in the
entry so its id is not reused while the entry lives) and of the pack: (hands, pack, weapon
type, shield). Asked on every blow, and hands change only when an adventurer picks up or
drops something."""


def _arms(game: Table, key: str) -> tuple[str | None, bool]:
    """The weapon type and whether a shield is in ``key``'s hands (``weapon_of``, ``shielded``)."""
    hands = adventurer(game, key).inventory.hands
    known = _ARMS.get(id(hands))
    if known is not None and known[0] is hands and known[1] is game.pack:
        return known[2], known[3]
    items = game.pack.items
    held = [items[c.item] for c in hands if c is not None]
    weapon = next((i.weapon for i in held if i.weapon is not None), None)
    shield = any("shield" in i.tags for i in held)
    if len(_ARMS) >= 256:
        _ARMS.clear()
    _ARMS[id(hands)] = (hands, game.pack, weapon, shield)
    return weapon, shield


def unarmed(game: Table, fighter: Fighter) -> bool:
    """Neither melee weapon nor shield in hand (p. 116): attacks against it have favor."""
    weapon = weapon_of(game, fighter)
    return (weapon is None or weapons.missile(weapon)) and not shielded(game, fighter)


def suffered(game: Table, fighter: Fighter) -> tuple[str, ...]:
    """Every effect on the fighter: the Challenge's own, and an adventurer's lasting ones."""
    known = game.pack.effects
    mine = tuple(e for e in sorted(fighter.effects) if e in known) if fighter.effects else ()
    if fighter.side == "guild":  # not "unloaded" and such ^
        who = adventurer(game, fighter.key)
        if who.effects or who.afflictions:  # most of the time none: asked on every blow
            return tuple(dict.fromkeys((*affliction_stages.held(game, who), *mine)))
    return mine


WEAPON_GONE = "weapon_destroyed"
"""A foe whose weapon was Destroyed (Quicksilver Blood, p. 64): its Disarm is no dropped
weapon to pick up again, and Recover does not end it."""


def recoverable(game: Table, fighter: Fighter) -> list[str]:
    """The effects on the fighter that Recover can end (p. 119): not the Root of one a slime
    has engulfed, whom only a test of Swords gets out (p. 278), nor the Disarm of one whose
    weapon is Destroyed (p. 64)."""
    held = None if game.challenge is None else game.challenge.held.get(fighter.key)
    engulfed = held is not None and holds.escape(held[1]) == "swords"
    gone = WEAPON_GONE in fighter.effects
    return [
        e
        for e in suffered(game, fighter)
        if e in game.pack.effects
        and effects.recoverable(game.pack.effects, e)
        and not (engulfed and e == "root")
        and not (gone and e == "disarm")
    ]


def attribute(game: Table, fighter: Fighter, suit: Suit) -> int:
    if fighter.side == "guild":
        return affliction_stages.rating(game, adventurer(game, fighter.key), suit)
    band = game.under_way().group(fighter.group)
    block = foes.statblock(game.pack, band.creature or "", common=band.common)
    return block.attribute(suit, fighter.health)


def block(game: Table, group: str = "foes") -> foes.Statblock:
    """The stat block of the band ``group`` the guild fights (``worm.gm.foes``; ``foes``, the
    band first met, by default: a mixed fight has a band per kind, p. 121), less the dooms and
    notes of a lord's fallen pools (``band_block``)."""
    return band_block(game, group)


def band_block(game: Table, key: str) -> foes.Statblock:
    """The stat block of the band ``key``: a dungeon lord's pools that have fallen, or that
    an effect has taken off it (a Disarm knocks off the Yellow King's crown, p. 270), take
    their dooms and notes with them (p. 251)."""
    ch = game.under_way()
    band = ch.group(key)
    known = (band.creature or "", band.common)
    pack, last, found = _BLOCK[0]
    if found is None or pack is not game.pack or last != known:
        found = foes.statblock(game.pack, known[0], common=known[1])
        _BLOCK[0] = (game.pack, known, found)
    if not found.lord or len(found.parts) < 2:
        return found
    return foes.without(found, _fallen(found, ch.members(key)))


def _fallen(found: foes.Statblock, members: tuple[Fighter, ...]) -> frozenset[str]:
    """The pools down or taken off on every lord of the band still fighting (a lord is one of
    a kind, but a band of copies keeps a power while any copy keeps its pool)."""
    lords = [f for f in members if len(f.parts) > 1 and f.fighting]
    if not lords:
        return frozenset()
    gone = [
        {p.id for p in lord.parts if not p.standing}
        | {p.id for p in found.parts if set(p.effects) & lord.effects & KNOCKED_OFF}
        for lord in lords
    ]
    return frozenset(set.intersection(*gone))


KNOCKED_OFF = frozenset({"disarm"})
"""Effects on a lord that take a pool's powers with them, where the pool lists the effect
(the Yellow King's crown, knocked off his head by a Disarm until he Recovers it, p. 270)."""


_BLOCK: list[tuple[object, tuple[str, bool], foes.Statblock | None]] = [(None, ("", False), None)]
"""The last stat block asked for, with the pack and creature it is of (asked on every blow:
``foes.statblock`` memoises too, but through a look-up of the pack first). It outlives every
game, so a test that replaces ``foes.statblock`` swaps this for an empty one too
(``tests/unit/engine/fight_kit.swap_statblock``)."""


def find_target(ch: Challenge, word: str | None) -> Fighter | None:
    """A combatant named by key or name (any case, a prefix will do)."""
    if not word:
        return None
    wanted = word.strip().lower()
    ranked = sorted(ch.fighters, key=lambda f: not f.fighting)  # the standing before the fallen
    for exact in (True, False):
        for fighter in ranked:
            names = (fighter.key.lower(), fighter.name.lower())
            if (wanted in names) if exact else any(n.startswith(wanted) for n in names):
                return fighter
    return None


def near(ch: Challenge, a: int, b: int) -> bool:
    """Zone ``b`` is zone ``a`` or next to it: in reach of words, spells and bowshot. A perch
    (``worm.gm.perches``) looks out over what the zone beneath it is near, and is seen from
    there."""
    if a == b or b in ch.zone(a).neighbours:
        return True
    over_a, over_b = ch.zone(a), ch.zone(b)
    if over_a.climb:
        return near(ch, over_a.neighbours[0], b)
    if over_b.climb:
        return near(ch, a, over_b.neighbours[0])
    return False


def acting_member(ch: Challenge, group: str) -> Fighter | None:
    """The band's first member still standing: whose attribute its action adds (p. 122)."""
    return next((f for f in ch.members(group) if f.fighting), None)


def name_of(ch: Challenge, key: str | None) -> str:
    """A fighter's or a group's name, for the log."""
    if key is None:
        return "the fight"
    try:
        return ch.fighter(key).name
    except KeyError:
        return ch.group(key).name
