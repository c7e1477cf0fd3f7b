"""Cups actions (p. 118): Aid Another, Command, Pull Item from Pack, Use Item — and Pull Item
from Belt (p. 120), which goes as from the pack.

Aid Another is laid face down (``facedown.aid_bonus`` spends it); Command has its own module,
``worm.engine.actions.command``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from worm import grammar
from worm.engine import chirurgeon, kindle, kit, tending
from worm.engine import events as ev
from worm.engine.actions import (
    blessed,
    caltrops,
    facedown,
    fighters,
    harm,
    rage,
    sensed,
    totals,
)
from worm.engine.actions.spec import Offer, Spec, at
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import wards
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter, evolve
from worm.model.inventory import Carried
from worm.rules import dooms, perception, salt

# --- declaring --------------------------------------------------------------------------------


def from_pack(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    return _pullable(game, a, "Pull Item from Pack", "pack", option)


def from_belt(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    return _pullable(game, a, "Pull Item from Belt", "belt", option)


def _pullable(game: Table, a: Adventurer, action: str, place: str, option: str | None) -> str:
    """The item named, where the action pulls from, and hands that can take it."""
    if not option:
        raise IllegalCommand(f"{action}: name the item")
    carried = kit.named(a, game.pack, option, prefer=lambda c: _lies(a, c, place))
    found = a.inventory.where(carried.uid)
    if found is None or found[0] != place:
        raise IllegalCommand(f"{a.name} has no {option} in the {place}")
    kit.to_hand(a, carried, game.pack)  # full hands with nowhere to stow: "No" now, not later
    return carried.item


def _lies(a: Adventurer, carried: Carried, place: str) -> bool:
    """Whether ``carried`` lies in ``place`` (hands, belt or pack)."""
    found = a.inventory.where(carried.uid)
    return found is not None and found[0] == place


def usable(
    game: Table, fighter: Fighter, a: Adventurer, option: str | None, target: Fighter | None
) -> str:
    """The item a Use Item names: in hand or on the belt (p. 118), with a use in a fight, at
    a foe if it is thrown (or at a guild-mate a berserker's rage counts as an enemy, p. 64);
    a poultice only for a guild-mate at Death's Door (p. 169); salt
    only at an ooze (p. 168, policy ``worm.gm.wards``); caltrops over one's own zone (p. 164);
    a blessed thing to a devil in the zone that has swallowed someone (p. 258)."""
    if not option:
        raise IllegalCommand("Use Item: name the item in hand")
    carried = kit.named(a, game.pack, option)
    item = game.pack.items[carried.item]
    found = a.inventory.where(carried.uid)
    if item.id == "poultice":
        if target is None or target.side != "guild":
            raise IllegalCommand("a poultice is for a guild-mate at Death's Door: name them")
        patient = fighters.adventurer(game, target.key)
        if chirurgeon.heals(a) and chirurgeon.wounded(patient):
            return item.id  # a chirurgeon's poultice Heals any Wound (p. 78)
        if not patient.conditions.deaths_door or patient.conditions.dead:
            raise IllegalCommand(
                f"{patient.name} is not at Death's Door: a poultice is for the dying (p. 169)"
            )
        return item.id
    if item.light is not None:
        _kindling(game, a, option)
        return item.id
    if found is None or found[0] not in ("hands", "belt"):
        raise IllegalCommand(f"{item.name} must be in hand or on the belt to use (p. 118)")
    if item.id == caltrops.CALTROPS:
        caltrops.strewable(game.under_way(), fighter)
        return item.id
    if blessed.blessed(game, item.id) and target is not None and target.side == "foes":
        blessed.edible(game.under_way(), fighter, target, item.name)  # to the devil (p. 258)
        return item.id
    use = item.use
    if use is None:
        raise IllegalCommand(f"{item.name} has no use in a fight")
    enemy = target is not None and rage.may_strike(game.under_way(), fighter, target)
    if use.target == "foe" and (target is None or (target.side == "guild" and not enemy)):
        raise IllegalCommand(f"throw the {grammar.item(item.name).lower()} at whom?")
    if "anti_ooze" in item.tags and target is not None and not burns(game, target):
        raise IllegalCommand(
            f"{target.name} is no ooze: salt burns only oozes and jellies (pp. 168, 278, 281)"
        )
    return item.id


def burns(game: Table, target: Fighter) -> bool:
    """Whether salt thrown burns ``target``: a creature with Salt Reactive (the slime, p. 278;
    the ungoat, p. 281), or one the policy ``worm.gm.wards.ooze`` counts an ooze (p. 168)."""
    if target.side != "foes":
        return False
    if salt.reacts(n.name for n in fighters.block(game, target.group).notes):
        return True
    return wards.ooze(game.pack, game.under_way().group(target.group).creature)


def _kindling(game: Table, a: Adventurer, option: str) -> Carried:
    """The light a Use Item lights (p. 118): one ``a`` holds or wears on the belt, with
    flickers left and not lit, and a hand free for it (or one that can be freed, p. 182)."""
    item = kit.named(a, game.pack, option).item
    name = grammar.singular(grammar.item(game.pack.items[item].name).lower())
    ready = [c for c in _at_hand(a) if c.item == item]
    lightable = [c for c in ready if kit.can_light(c, game.pack)]
    if not lightable:
        if any(c.lit for c in ready):
            raise IllegalCommand(f"{grammar.possessive(a.name)} {name} is lit already")
        if ready:
            raise IllegalCommand(f"{grammar.possessive(a.name)} {name} is burnt out (p. 95)")
        raise IllegalCommand(
            f"{a.name} must hold the {name} or wear it on the belt to light it in a fight: "
            "take it from the pack first (p. 118)"
        )
    carried = lightable[0]
    source = game.pack.items[carried.item].light
    assert source is not None
    where = a.inventory.where(carried.uid)
    if not (source.fuel and where is not None and where[0] == "belt"):
        kit.take_up(a, carried, game.pack)  # full hands with nowhere to stow: "No" now
    return carried


def _at_hand(a: Adventurer) -> list[Carried]:
    """What ``a`` holds, then what hangs on the belt (p. 118: what a Use Item can reach)."""
    return [c for place in ("hands", "belt") for c in a.inventory.slots(place) if c is not None]


# --- resolving ----------------------------------------------------------------------------------


def use_item(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Use Item (p. 118): a thrown bomb is a Cups Attack; a potion works on anyone."""
    item = game.pack.items[d.option or ""]
    if item.id == "poultice":
        patient = d.targets[0][0]
        totals.act(game, fighter.name, d, None, None, "a poultice", target=patient)
        try:
            tending.tend(game, fighter.key, patient)
        except IllegalCommand as why:  # things changed between declaring and revealing
            game.ruling("p. 115", f"the poultice is not used: {why}")
        return
    if item.id == caltrops.CALTROPS:
        caltrops.scatter(game, fighter, d)
        return
    if blessed.blessed(game, item.id) and d.targets:
        blessed.feed(game, fighter, d)
        return
    if item.light is not None:
        light_up(game, fighter, d, item.id)
        return
    use = item.use
    assert use is not None, f"{item.id} was declared with a use in a fight"
    a = fighters.adventurer(game, fighter.key)
    if use.consumed:
        after, _ = kit.lose(a, item.id, 1)
        game.set_adventurer(after)
        game.log.emit(ev.Item, who=a.name, item=item.name, change="used", cause="in the fight")
    target = game.under_way().fighter(d.targets[0][0]) if d.targets else fighter
    total = totals.value(game, d, "cups")
    if use.target == "foe":
        m = totals.mods_for(game, d, fighter, target, kind="missile", harms=spec.harms)
        total += m.value
        hit, defence = facedown.defend(game, target, total)
        totals.act(
            game,
            fighter.name,
            d,
            total,
            defence,
            "hit" if hit else "miss",
            target=target.key,
            favor=m.value,
            why=m,
        )
        if not hit:
            return
    else:
        totals.act(game, fighter.name, d, total, None, item.name.lower(), target=target.key)
    means = dooms.Means(fire=item.id in dooms.FIRE)
    harm.land(game, target.key, use.effects, use.wounds, use.piercing, by=fighter.key, means=means)
    if "anti_ooze" in item.tags:
        _salted(game, target)
    if "shroud" in use.effects and perception.magical(item.tags):
        sensed.bespell(game, target.key)  # a jinn potion's Shroud is magic (p. 237)


def _salted(game: Table, target: Fighter) -> None:
    """Salt spread on a creature: it cannot Regenerate for the rest of the round (p. 278)."""
    ch = game.challenge
    if ch is None or not ch.fighter(target.key).fighting:
        return
    me = ch.fighter(target.key)
    game.challenge = ch.with_fighter(evolve(me, effects=me.effects | {salt.mark(ch.round)}))


def light_up(game: Table, fighter: Fighter, d: Declared, item: str) -> None:
    """Light a light in hand or on the belt as a Use Item on oneself, any card (p. 118): the
    light is lit, and with it the dark's disfavor goes (p. 94)."""
    a = fighters.adventurer(game, fighter.key)
    try:
        carried = _kindling(game, a, item)
    except IllegalCommand as why:  # things changed between declaring and revealing
        game.ruling("p. 115", f"no light is lit: {why}")
        return
    name = grammar.singular(grammar.item(game.pack.items[item].name).lower())
    totals.act(game, fighter.name, d, None, None, f"lights the {name}", target=fighter.key)
    kindle.light_source(game, a.id, carried)


def pull(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Pull Item from Pack or Belt (pp. 118, 120): into the hands, swapping if they are full."""
    place = "belt" if d.action == "Pull Item from Belt" else "pack"
    brought = to_hand(game, fighter, d.option or "", "nothing comes to hand", place)
    if brought is not None:
        totals.act(game, fighter.name, d, None, None, f"takes {brought} in hand")


def to_hand(
    game: Table, fighter: Fighter, item: str, failed: str, place: str = "pack"
) -> str | None:
    """Bring a carried ``item`` from ``place`` into the fighter's hands (pp. 118, 120), stowing
    what must make room; the item's name and what was stowed, or None — ruled with ``failed``
    — when things changed between declaring and revealing (p. 115). One of that name already
    in hand is not the one brought (play-test 19: a spent torch in hand, a fresh one packed)."""
    a = fighters.adventurer(game, fighter.key)
    named = [c for c in a.inventory.things() if c.item == item]
    carried = next((c for c in named if _lies(a, c, place)), None)
    carried = carried or next((c for c in named if not _lies(a, c, "hands")), None)
    try:
        if carried is None:
            raise IllegalCommand(f"{a.name} no longer carries it")
        after, stowed = kit.to_hand(a, carried, game.pack)
    except IllegalCommand as why:
        game.ruling("p. 115", f"{failed}: {why}")
        return None
    game.set_adventurer(after)
    return game.pack.items[item].name + (f", stowing {stowed}" if stowed else "")


# --- the menu -----------------------------------------------------------------------------------


def aid_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    for mate in ch.side("guild"):
        if mate.key != me.key:
            yield Offer(mate.key, None, f"Aid {mate.name}")


def pack_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    return _pulls(game, a, "pack")


def belt_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    return _pulls(game, a, "belt")


def _pulls(game: Table, a: Adventurer, place: Literal["pack", "belt"]) -> Iterator[Offer]:
    taken: set[str] = set()
    for carried in a.inventory.slots(place):
        if carried is None or carried.item in taken:
            continue
        taken.add(carried.item)
        name = game.pack.items[carried.item].name
        yield Offer(None, carried.item, f"Take {name} from the {place}")


def item_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    """Each thing carried that does something in a fight, at whom it can go; a poultice for
    each guild-mate at Death's Door."""
    taken: set[str] = set()
    yield from blessed.offers(game, ch, me, a)  # fed to a devil that swallowed someone
    for carried in a.inventory.things():
        if carried.item in taken:
            continue
        taken.add(carried.item)
        item = game.pack.items[carried.item]
        if item.id == "poultice":
            yield from _poultice_offers(game, ch, a, item.name)
            continue
        if item.id == caltrops.CALTROPS:
            yield from caltrops.offers(ch, me)
            continue
        if item.light is not None:
            yield from _light_offers(game, a, item.id)
            continue
        use = item.use
        if use is None:
            continue
        if use.target == "foe":
            verb = "Throw" if "anti_ooze" in item.tags else "Use"
            for foe in ch.side("foes"):
                yield Offer(foe.key, item.id, f"{verb} {item.name} on {at(ch, me, foe)}")
            if rage.BERSERK in me.effects:  # an ally counted as an enemy (p. 64)
                for mate in rage.enemies(ch, me.key):
                    label = f"{verb} {item.name} on {at(ch, me, mate)}: an enemy to the rage"
                    yield Offer(mate.key, item.id, f"{label} (p. 64)")
            continue
        yield Offer(None, item.id, f"Use {item.name} on yourself")
        if use.target == "ally":
            for mate in ch.side("guild"):
                if mate.key != me.key:
                    yield Offer(mate.key, item.id, f"Use {item.name} on {at(ch, me, mate)}")


def _poultice_offers(game: Table, ch: Challenge, a: Adventurer, name: str) -> Iterator[Offer]:
    """A poultice for each guild-mate at Death's Door (p. 126); a chirurgeon's for anyone
    standing with a Wound too (p. 78)."""
    for patient in ch.side("guild", fighting=False):
        dying = fighters.adventurer(game, patient.key).conditions
        if dying.deaths_door and not dying.dead:
            yield Offer(patient.key, "poultice", f"Use {name} on {patient.name}, at Death's Door")
    if chirurgeon.heals(a):
        for patient in ch.side("guild"):
            if chirurgeon.wounded(fighters.adventurer(game, patient.key)):
                label = f"Heal {patient.name} with a {name} (Chirurgeon, p. 78)"
                yield Offer(patient.key, "poultice", label)


def _light_offers(game: Table, a: Adventurer, item: str) -> Iterator[Offer]:
    """Lighting a light ``a`` holds or wears on the belt, when one could be lit (p. 118) and
    would make a difference: ``a`` holds none lit and does not stand in bright light (p. 94)."""
    if kit.lit(a) or game.light_of(a.id) == "bright":
        return
    try:
        _kindling(game, a, item)
    except IllegalCommand:
        return
    name = grammar.singular(grammar.item(game.pack.items[item].name).lower())
    yield Offer(None, item, f"Light the {name}")
