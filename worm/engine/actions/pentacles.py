"""Pentacles actions (p. 117): Avoid, Dash, Dodge, Roughhouse — and Move (p. 120), which goes
as a Dash does, one zone instead of two.

Dodge is laid face down (``facedown.defend`` plays it)."""

from __future__ import annotations

from collections.abc import Iterator

from worm import grammar
from worm.engine import acrobat, giants_strength
from worm.engine import events as ev
from worm.engine.actions import (
    aegis,
    bonding_back,
    climbing,
    dirty,
    engagement,
    facedown,
    fighters,
    harm,
    rage,
    totals,
)
from worm.engine.actions.spec import Offer, Spec, at
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import foes
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter, evolve
from worm.rules import dooms, fate

ROUGHHOUSE = ("disarm", "displace", "root", "trip")  # p. 117

# --- declaring --------------------------------------------------------------------------------


def manoeuvre(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    """Which of the four a Roughhouse tries (p. 117), or of Fight Dirty's three more
    (p. 74, ``dirty``); a Trip unless named."""
    choice = (option or "trip").lower()
    if choice not in (*ROUGHHOUSE, *dirty.MANOEUVRES):
        raise IllegalCommand(
            f"Roughhouse is one of {', '.join(ROUGHHOUSE)} (p. 117); "
            f"with Fight Dirty also {', '.join(dirty.MANOEUVRES)} (p. 74)"
        )
    dirty.ready(a, choice)
    if target is not None and target.side == "foes":
        why = unmoved(game, game.under_way(), target, choice) or dirty.refusal(game, target, choice)
        if why:
            raise IllegalCommand(f"no {choice} against {target.name}: {why}")
    return choice


def unmoved(game: Table, ch: Challenge, foe: Fighter, kind: str) -> str:
    """Why a Roughhouse of ``kind`` cannot work on ``foe``, or "" when it can.

    Policy (p. 117; the Dragon's note, p. 260): a Roughhouse is a person's tackle, trip, shove
    or grab. The book makes the huge immune to it; by our ruling so is anything larger than a
    human (the size that adds a GM card, p. 121), which no adventurer can throw down, pin or
    push aside. Disarm makes the victim drop what it holds (p. 12), so a beast, which holds
    no weapon or tool, cannot be disarmed; a formless foe (``FORMLESS``) can take none."""
    creature = ch.group(foe.group).creature
    if not creature:
        return ""
    block = foes.statblock(game.pack, creature, common=ch.group(foe.group).common)
    if block.larger:
        return "its bulk is beyond a human's (p. 117, policy)"
    if block.id in FORMLESS:
        return (
            "a body of slime, jelly, oil or fog has nothing to grab, trip or drop (p. 117, policy)"
        )
    if kind == "disarm" and block.theme == "beast":
        return "a beast holds nothing to drop (p. 12, policy)"
    return ""


FORMLESS = frozenset(
    {
        "blood_mists",
        "elephantine_oozes",
        "green_slimes",
        "meat_slimes",
        "necrotic_slimes",
        "oil_elementals",
        "quicksilver_slimes",
        "skeleton_jellies",
        "skin_slimes",
        "slime",
    }
)
"""Policy (p. 117; the Slime, p. 278): foes with no limbs or hold to seize — slimes, oozes,
jellies, living oil and mist. No Roughhouse works on them: a grab closes on nothing, they
cannot be tripped or pushed, and they hold nothing to be disarmed of."""


def avoid_to(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    return str(_climbing(game, fighter, a, "Avoid", option))


def dash_to(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    """A zone (climbing up onto a perch, ``_climbing``, p. 110), or a section of a creature
    to climb (the Sporehulk, ``climbing``, p. 279)."""
    climbed = climbing.option(game, fighter, option)
    if climbed is not None:
        return climbed
    return str(_climbing(game, fighter, a, "Dash", option))


def move_to(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    return str(_climbing(game, fighter, a, "Move", option))


def _climbing(game: Table, fighter: Fighter, a: Adventurer, action: str, option: str | None) -> int:
    """The zone a move goes to, refused when it goes up onto a perch the mover cannot climb
    so (policy ``worm.gm.perches``, p. 110): a Pentacles action with both hands free, or any
    move for an acrobat (p. 74)."""
    ch = game.under_way()
    dest = destination(ch, fighter, action, option)
    up = next((z for z in route(ch, fighter.zone, dest) if ch.zone(z).climb), None)
    if up is None or up == fighter.zone or acrobat.scales(a):
        return dest
    name = ch.zone(up).name
    if action == "Move":
        raise IllegalCommand(
            f"{name} is reached only by climbing: a Dash with a Pentacles card and both hands "
            "free (p. 110), or as easily as walking for an acrobat (p. 74)"
        )
    if any(c is not None for c in a.inventory.hands):
        raise IllegalCommand(f"climbing {name} takes both hands free (p. 110)")
    return dest


def destination(ch: Challenge, fighter: Fighter, action: str, option: str | None) -> int:
    """The zone a Move, Dash or Avoid goes to, named by number or name: the next zone, or
    two away for a Dash, never through slow going (p. 117); an Avoid may stay put."""
    zone = ch.zone(fighter.zone)
    if action == "Avoid" and option is None:
        return fighter.zone
    reach = set(zone.neighbours)
    if action == "Dash":
        reach |= {far for near in zone.neighbours for far in ch.zone(near).neighbours}
        reach.discard(fighter.zone)
        if "slow" in zone.rules:
            raise IllegalCommand(f"no one dashes through {zone.name} (slow going)")
    if option is None:
        raise IllegalCommand(
            f"{action} where? Name a zone: " + ", ".join(ch.zone(z).name for z in sorted(reach))
        )
    z = _zone_named(ch, reach, option)
    if z is not None:
        if action == "Dash" and "slow" in ch.zone(z).rules:
            raise IllegalCommand(f"no one dashes into {ch.zone(z).name} (slow going)")
        return z
    raise IllegalCommand(
        f"{option!r} is not a zone {action} can reach: "
        + ", ".join(ch.zone(z).name for z in sorted(reach))
    )


def _zone_named(ch: Challenge, reach: set[int], option: str) -> int | None:
    """The zone within reach that the player named: a bare number is the zone of that
    number as status lists it, and nothing else; a name is the whole name, or else words of
    it in a row ('way back'), so '2' never reads as 'the way to 203'. Words that fit two
    zones within reach are refused as unclear."""
    wanted = option.strip().lower()
    if wanted.isascii() and wanted.isdigit():
        return int(wanted) if int(wanted) in reach else None
    exact = [z for z in sorted(reach) if ch.zone(z).name.lower() == wanted]
    if exact:
        return exact[0]
    said = wanted.split()
    fits = [z for z in sorted(reach) if _has_run(ch.zone(z).name.lower().split(), said)]
    if len(fits) > 1:
        raise IllegalCommand(
            f"{option!r} could be " + " or ".join(ch.zone(z).name for z in fits) + "; say which"
        )
    return fits[0] if fits else None


def _has_run(words: list[str], said: list[str]) -> bool:
    """Whether ``said`` comes whole, word for word and in a row, among ``words``."""
    size = len(said)
    return size > 0 and any(words[i : i + size] == said for i in range(len(words) - size + 1))


def scenery(
    game: Table, actor: Fighter, target: Fighter, kind: str, m: fate.Modifiers
) -> fate.Modifiers:
    """Slippery ground favors a Roughhouse (p. 113)."""
    if "slippery" in game.under_way().zone(target.zone).rules:
        return m.with_favor("slippery ground (p. 113)")
    return m


# --- resolving ----------------------------------------------------------------------------------


def roughhouse(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Roughhouse (p. 117): beat the Initiative, then Disarm, Displace, Root or Trip — or, by
    Fight Dirty (p. 74), Exhaust, Notch or Silence."""
    ch = game.under_way()
    target = ch.fighter(d.targets[0][0])
    if not target.fighting:
        totals.act(game, fighter.name, d, None, None, "no target", target=target.key)
        return
    total = totals.value(game, d, "pentacles") + facedown.aid_bonus(game, fighter.key)[0]
    m = totals.mods_for(game, d, fighter, target, harms=True, scenery=spec.scenery)
    total += m.value
    hit, defence = facedown.defend(game, target, total)
    choice = d.option or "trip"
    if not hit and fighter.side == "guild" and target.side != "guild":
        theme = fighters.block(game, target.group).theme
        hit = giants_strength.roughhouse(game, fighter, target, choice, theme)  # p. 60
    totals.act(
        game,
        fighter.name,
        d,
        total,
        defence,
        f"{choice}" if hit else "miss",
        target=target.key,
        favor=m.value,
        why=m,
    )
    rage.turned_on(game, target.key, fighter.key)  # a berserker's tackle on a mate (p. 64)
    if hit:
        manhandle(game, target.key, choice, by=fighter.key)
    ch = game.under_way()
    facedown.riposte(game, ch.fighter(target.key), ch.fighter(fighter.key), total)
    if game.challenge is not None:
        bonding_back.touched(game, fighter, target)  # a kelpie's mane (p. 268)


def manhandle(game: Table, key: str, choice: str, *, by: str | None = None) -> None:
    """The Roughhouse results (pp. 12–13, 117): the four, and Fight Dirty's three (p. 74), each
    the effect of its name — unless an adventurer's shield turns it (Aegis, p. 70)."""
    ch = game.under_way()
    target = ch.fighter(key)
    if by is not None and aegis.turns(game, key, choice, cause=fighters.name_of(ch, by)):
        return
    if choice == "displace":
        zone = ch.zone(target.zone)
        options = [z for z in zone.neighbours if not ch.zone(z).exit] or list(zone.neighbours)
        worst = sorted(
            options,
            key=lambda z: (
                -len({"burning", "drop"} & ch.zone(z).rules)
                - sum(1 for g in ch.groups if g.side == "hazard" and g.zone == z)
            ),
        )
        dest = worst[0]
        engagement.disengage(game, key)
        shoved = grammar.agree(target.name, "are", single=target.side == "guild")
        game.log.emit(ev.Narration, text=f"{shoved} shoved {grammar.toward(ch.zone(dest).name)}.")
        harm.enter_zone(game, key, dest)
        rules = game.challenge.zone(dest).rules if game.challenge else frozenset()
        if game.challenge is not None and "burning" in rules:
            harm.hurt(
                game, key, 1, by=by, cause="thrown into the fire", means=dooms.Means(fire=True)
            )
        if game.challenge is not None and "drop" in rules:
            harm.hurt(game, key, 1, piercing=True, by=by, cause="a fall", means=dooms.Means())
        return
    harm.afflict(game, key, choice)
    if choice == "trip" and "drop" in ch.zone(target.zone).rules:
        harm.hurt(game, key, 1, piercing=True, by=by, cause="a fall", means=dooms.Means())


def avoid(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Avoid (p. 117): slip an engagement (value ≥ each engaged foe's Initiative) or get past a
    hazard or guard (value > its Initiative), then move to the zone named."""
    ch = game.under_way()
    total = totals.value(game, d, "pentacles")
    m = totals.mods_for(game, d, fighter, None)
    total += m.value
    dest = int(d.option) if d.option is not None else fighter.zone
    results = []
    for other in sorted(fighter.engaged):
        them = ch.fighter(other)
        beat = total >= ch.initiative(them.group)
        results.append(f"{'clear of' if beat else 'caught by'} {them.name}")
        if not beat and harm.strikes_freely(game):
            harm.hurt(game, fighter.key, 1, by=other)
            if game.challenge is None or not game.challenge.fighter(fighter.key).fighting:
                return
    engagement.disengage(game, fighter.key)
    passed = _past_hazards(game, fighter, dest, total, results)
    totals.act(
        game,
        fighter.name,
        d,
        total,
        None,
        "; ".join(results) or "moves clear",
        favor=m.value,
        why=m,
    )
    if game.challenge is not None and passed and dest != fighter.zone:
        harm.enter_zone(game, fighter.key, dest, avoided=True)
        facedown.moved(game, fighter.key)


def _past_hazards(game: Table, fighter: Fighter, dest: int, total: int, results: list[str]) -> bool:
    """Avoid against each hazard guarding ``dest`` (p. 117, value > its Initiative); policy:
    failing costs its Wounds and the move. Returns whether every one was passed."""
    passed = True
    hazards = [g for g in game.under_way().groups if g.side == "hazard" and g.zone == dest]
    for hazard in hazards:
        ch = game.under_way()
        vs = ch.initiative(hazard.key)
        if not ch.group(hazard.key).shown:
            game.challenge = ch.with_group(evolve(hazard, shown=True))
        beat = total > vs
        results.append(f"{'past' if beat else 'caught by'} {hazard.name} ({vs})")
        if not beat:
            passed = False
            harm.hurt(
                game,
                fighter.key,
                hazard.hazard_wounds,
                piercing=hazard.hazard_piercing,
                by=hazard.key,
            )
    return passed


def move(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Move (p. 120) or Dash (p. 117): one zone, or two; engaged foes may strike as you go.
    A Dash may climb a section of a creature instead (``climbing``, p. 279)."""
    if d.option is not None and d.option.startswith(climbing.PREFIX):
        up = f"climbs to {climbing.where(game, d)}"
        totals.act(game, fighter.name, d, totals.value(game, d, spec.suit), None, up)
        climbing.climb(game, fighter, d)
        return
    climbing.drop(game, fighter.key)
    dest = int(d.option or fighter.zone)
    if fighter.engaged:
        harm.free_wounds(game, fighter.key)
        if game.challenge is None or not game.challenge.fighter(fighter.key).fighting:
            return
    ch = game.under_way()
    path = route(ch, fighter.zone, dest)
    total = totals.value(game, d, spec.suit)
    totals.act(game, fighter.name, d, total, None, grammar.toward(ch.zone(dest).name))
    for zone in path:
        if ch.zone(zone).climb and fighter.side == "guild":
            acrobat.climbed(game, fighter.key, ch.zone(zone).name)
        harm.enter_zone(game, fighter.key, zone)
        if game.challenge is None or not game.challenge.fighter(fighter.key).fighting:
            return
    facedown.moved(game, fighter.key)


def route(ch: Challenge, start: int, dest: int) -> list[int]:
    """The zones a Move or Dash from ``start`` enters, in order, ending at ``dest``: a Dash
    two zones away goes by the first neighbour that touches it (p. 117)."""
    if dest == start or dest in ch.zone(start).neighbours:
        return [dest]
    middle = next(z for z in ch.zone(start).neighbours if dest in ch.zone(z).neighbours)
    return [middle, dest]


# --- the menu -----------------------------------------------------------------------------------


def _zones(ch: Challenge, action: str) -> Iterator[Offer]:
    """Each zone, by number and by name."""
    for zone in ch.zones:
        for named in (str(zone.id), zone.name):
            yield Offer(None, named, f"{action} → {zone.name}")


def avoid_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    yield Offer(None, None, f"Avoid, staying in {ch.zone(me.zone).name}")
    yield from _zones(ch, "Avoid")


def dash_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    yield from _zones(ch, "Dash")
    for option, where in climbing.offers(game, me):
        yield Offer(None, option, f"Dash → climb to {where}")


def move_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    return _zones(ch, "Move")


def dodge_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    yield Offer(None, None, "Dodge for yourself")
    for mate in ch.side("guild"):
        if mate.key != me.key:
            yield Offer(mate.key, None, f"Dodge for {mate.name}")


def roughhouse_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    kinds = (*ROUGHHOUSE, *dirty.MANOEUVRES) if dirty.knows(a) else ROUGHHOUSE
    for foe in ch.side("foes"):
        for kind in kinds:
            # only what can work (issue 19, point 7)
            if not unmoved(game, ch, foe, kind) and not dirty.refusal(game, foe, kind):
                yield Offer(foe.key, kind, f"{kind.title()} {at(ch, me, foe)}")
    if rage.BERSERK in me.effects:  # an ally who hurt the berserker counts as an enemy (p. 64)
        for mate in rage.enemies(ch, me.key):
            for kind in ROUGHHOUSE:
                label = f"{kind.title()} {at(ch, me, mate)}: an enemy to the rage (p. 64)"
                yield Offer(mate.key, kind, label)
