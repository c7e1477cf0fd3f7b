"""Swords actions (p. 116): Attack, Riposte, Aim — and the weapons' properties (p. 170).

Riposte and Aim are laid face down (``facedown``); an Attack is resolved here."""

from __future__ import annotations

from collections.abc import Iterator

from worm import grammar, tarot
from worm.engine import arete, kit
from worm.engine import events as ev
from worm.engine.actions import (
    brain_spores,
    climbing,
    doom_eye,
    engagement,
    facedown,
    fighters,
    harm,
    holds,
    monster_hunter,
    rage,
    reaver,
    rune,
    strange_body,
    totals,
)
from worm.engine.actions.spec import Offer, Spec, at
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import aim as aiming
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Declared, Fighter, evolve
from worm.rules import dooms, fate, weapons

# --- declaring --------------------------------------------------------------------------------


def reach(game: Table, fighter: Fighter, target: Fighter, option: str | None) -> None:
    """How far an Attack reaches: a thrown dagger and melee in the zone, missiles into the
    next, never while engaged (pp. 109, 170); bare hands never reach past the hide of a
    creature bigger than a person, so such a blow is no Attack at all (p. 116)."""
    ch = game.under_way()
    weapon = fighters.weapon_of(game, fighter)
    if option == reaver.OPTION:
        reaver.reach(game, fighter, target)
        return
    if option == "throw":
        if not weapons.thrown(weapon):
            raise IllegalCommand("only a dagger can be thrown (p. 170)")
        if target.zone != fighter.zone:
            raise IllegalCommand(f"{target.name} is not in your zone")
        return
    if weapons.missile(weapon):
        if fighter.engaged:
            raise IllegalCommand("engaged in melee: no missile attacks (p. 109)")
        if "no_missiles" in ch.zone(fighter.zone).rules | ch.zone(target.zone).rules:
            raise IllegalCommand("the wind takes every shot here: no missile attacks")
        if not fighters.near(ch, fighter.zone, target.zone):
            raise IllegalCommand(f"{target.name} is out of bowshot: in your zone or the next")
        if weapons.reloads(weapon) and "unloaded" in fighter.effects:
            raise IllegalCommand("the crossbow must be reloaded first (p. 170)")
        ammo = game.pack.weapons[weapon].ammo if weapon else None
        if ammo and not kit.count(fighters.adventurer(game, fighter.key), ammo):
            raise IllegalCommand(f"no {ammo} left to shoot")
        return
    if weapon is None and target.side == "foes" and fighters.block(game, target.group).larger:
        raise IllegalCommand(
            f"bare hands cannot hurt {target.name}, bigger than any person (p. 116)"
        )
    if target.zone != fighter.zone:
        raise IllegalCommand(f"{target.name} is not in your zone: move or dash to close in")


def aimed(game: Table, fighter: Fighter, target: Fighter, part: str, option: str | None) -> None:
    """An Attack aimed at one of a dungeon lord's pools (p. 251): the pool must stand and be
    in the blow's reach (``worm.gm.aim``), or the book's "No"."""
    weapon = fighters.weapon_of(game, fighter)
    melee = option != "throw" and not weapons.missile(weapon)
    stats = fighters.block(game, target.group) if target.side == "foes" else None
    if stats is None or len(target.parts) < 2:
        raise IllegalCommand(f"{target.name} has no parts to aim at: attack it whole")
    on = climbing.on(game.under_way(), fighter.key, target.key)
    refused = aiming.refusal(stats, target.parts, part, melee=melee, on=on)
    if refused is not None:
        raise IllegalCommand(refused)


def bow_in_hand(game: Table, fighter: Fighter, target: Fighter, option: str | None) -> None:
    if fighters.weapon_of(game, fighter) != "bow":
        raise IllegalCommand("Aim needs a bow in hand (p. 170)")


# --- favor --------------------------------------------------------------------------------------


def scenery(
    game: Table, actor: Fighter, target: Fighter, kind: str, m: fate.Modifiers
) -> fate.Modifiers:
    """An Attack's favor and disfavor from the zones' scenery (pp. 111, 113, 129) and the
    weapons in hand (pp. 116, 170)."""
    ch = game.under_way()
    rules = ch.zone(target.zone).rules
    here = ch.zone(actor.zone).rules
    if kind == "missile" and "cover" in rules:
        m = m.with_disfavor(
            f"{grammar.agree(target.name, 'are', single=target.side == 'guild')} in cover (p. 129)"
        )
    if "obscured" in rules:
        m = m.with_disfavor(
            f"{grammar.agree(target.name, 'are', single=target.side == 'guild')} hard to see"
        )
    if "precarious" in here:
        m = m.with_disfavor("a precarious footing (p. 113)")
    if kind == "missile" and "high_ground" in here:
        m = m.with_favor("shooting from on high (p. 111)")
    if kind != "melee":
        return m
    if target.side == "guild" and weapons.missile(fighters.weapon_of(game, target)):
        m = m.with_favor(f"{target.name} holds a missile weapon (p. 170)")
    if (
        fighters.weapon_of(game, actor) is None
        and target.side == "foes"
        and "disarm" not in target.effects
    ):
        m = m.with_disfavor("bare fists against an armed foe (p. 116)")
    return m


# --- resolving ----------------------------------------------------------------------------------


def attack(game: Table, fighter: Fighter, d: Declared, spec: Spec) -> None:
    """Attack (p. 116): beat the target's Initiative to deal a Wound; a melee hit engages."""
    ch = game.under_way()
    target = ch.fighter(d.targets[0][0])
    if not target.fighting:
        totals.act(
            game, fighter.name, d, None, None, "no target: it is already down", target=target.key
        )
        return
    if target.side == "guild":  # an ally who counts as the berserker's enemy (p. 64)
        _strike_mate(game, fighter, target, d, spec)
        return
    if d.option == reaver.OPTION:
        if not reaver.charge(game, fighter, target):
            return
        ch = game.under_way()
        fighter, target = ch.fighter(fighter.key), ch.fighter(target.key)
    weapon = fighters.weapon_of(game, fighter)
    thrown = d.option == "throw"
    kind = "missile" if weapons.missile(weapon) and not thrown else "melee"
    if thrown:
        kind = "thrown"
    total = totals.value(game, d, "swords")
    aid, helper = facedown.aid_bonus(game, fighter.key)
    total += aid
    aim = ch.group(fighter.key).facedown
    aimed = 0
    if kind == "missile" and aim is not None and aim.action == "Aim":
        aimed = aim.card.value + aim.bonus
        total += aimed
        now = game.under_way()
        game.challenge = now.with_group(evolve(ch.group(fighter.key), facedown=None))
        game.decks = tarot.discard_all(game.decks, (aim.card,))
        game.log.emit(ev.Narration, text=f"{fighter.name} looses the aimed shot.")
    m = totals.mods_for(game, d, fighter, target, kind=kind, harms=True, scenery=spec.scenery)
    m = monster_hunter.favor(game, fighter, target, m)  # p. 70
    total += m.value
    _strike(game, fighter, target, d, total, m, weapon, kind, helper, aimed)


def _strike(
    game: Table,
    fighter: Fighter,
    target: Fighter,
    d: Declared,
    total: int,
    m: fate.Modifiers,
    weapon: str | None,
    kind: str,
    helper: str | None,
    aimed: int = 0,
) -> None:
    """An adventurer's Attack of ``total`` on a foe, with its weapon's property (p. 170)."""
    stats = fighters.block(game, target.group)
    riposte_first = facedown.polearm_first(game, target)
    if riposte_first:
        facedown.riposte(game, target, fighter, total)
        if not game.under_way().fighter(fighter.key).fighting:
            return
    hit, defence = facedown.defend(
        game, target, total, flail=weapons.wins_ties(weapon), tough=stats.tough
    )
    if d.option == doom_eye.OPTION and not hit:
        hit = True
        game.ruling(
            "p. 70", f"{fighter.name} looses a perfect shot: it hits all the same (Doom Eye)"
        )
    result = "hit" if hit else "miss"
    if helper:
        result += f" (aided by {helper})"
    totals.act(
        game,
        fighter.name,
        d,
        total,
        defence,
        result,
        target=target.key,
        favor=m.value,
        why=m,
        aimed=aimed,
    )
    if kind == "missile":
        _shot(game, fighter, weapon, hit)
    if not hit and game.challenge is not None:
        holds.astray(game, game.under_way().fighter(target.key), fighter.key)
    if hit and weapon is None and stats.larger:
        game.ruling("p. 116", f"bare hands cannot hurt {target.name}, bigger than any person")
        if kind == "melee":
            engagement.engage(game, fighter.key, target.key)
        hit = False
    if hit:
        count = weapons.wounds(weapon, total, defence)
        held_fast = bool({"root", "trip"} & set(target.effects))
        pierce = weapons.piercing(
            weapon, target_unarmed="disarm" in target.effects, target_held=held_fast
        )
        if kind == "melee":
            engagement.engage(game, fighter.key, target.key)
            brain_spores.breathed(game, fighter, target)  # the fungoid's spores (p. 263)
        down = harm.harm_foe(
            game,
            target.key,
            count,
            piercing=pierce,
            by=fighter.key,
            spare=d.spare,
            part=d.part,
            melee=kind == "melee",
        )
        if down and weapon is None and not d.spare:
            arete.felled(game, fighter.key, bare_handed=True)  # a fay's weaponless kill (p. 28)
        if down and weapons.cleaves(weapon):
            _cleave(game, fighter, target, d, total)
    if not riposte_first:
        ch = game.under_way()
        facedown.riposte(game, ch.fighter(target.key), ch.fighter(fighter.key), total)


def _strike_mate(game: Table, fighter: Fighter, target: Fighter, d: Declared, spec: Spec) -> None:
    """A berserker's Attack on an ally who counts as an enemy (p. 64): the same blow as on a
    foe, beating the mate's Initiative (p. 116), each Wound taken as the mate's Wounds are."""
    weapon = fighters.weapon_of(game, fighter)
    kind = "missile" if weapons.missile(weapon) else "melee"
    m = totals.mods_for(game, d, fighter, target, kind=kind, harms=True, scenery=spec.scenery)
    total = totals.value(game, d, "swords") + m.value
    hit, defence = facedown.defend(game, target, total)
    result = "hit" if hit else "miss"
    totals.act(
        game, fighter.name, d, total, defence, result, target=target.key, favor=m.value, why=m
    )
    if kind == "missile":
        _shot(game, fighter, weapon, hit)
    if not hit:
        return
    if kind == "melee":
        engagement.engage(game, fighter.key, target.key)
    for _ in range(weapons.wounds(weapon, total, defence)):
        if game.challenge is None or not game.challenge.fighter(target.key).fighting:
            break
        harm.wound_adventurer(game, target.key, cause=f"{fighter.name}, berserk")


def _shot(game: Table, fighter: Fighter, weapon: str | None, hit: bool) -> None:
    """A missile loosed: an arrow that hits is used up, a crossbow must be reloaded (p. 170)."""
    if weapon is None or not weapons.missile(weapon):
        return
    ammo = game.pack.weapons[weapon].ammo
    if ammo and hit:
        after, _ = kit.lose(fighters.adventurer(game, fighter.key), ammo, 1)
        game.set_adventurer(after)
    if weapons.reloads(weapon):
        ch = game.under_way()
        me = ch.fighter(fighter.key)
        game.challenge = ch.with_fighter(evolve(me, effects=me.effects | {"unloaded"}))


def _cleave(game: Table, fighter: Fighter, felled: Fighter, d: Declared, total: int) -> None:
    """An axe that fells a foe turns the same value on another in the zone (p. 170)."""
    ch = game.under_way()
    nxt = next((f for f in ch.in_zone(felled.zone, "foes") if f.key != felled.key), None)
    if nxt is None:
        return
    game.ruling("p. 170", f"the axe swings on into {nxt.name}")
    hit, defence = facedown.defend(game, nxt, total)
    game.log.emit(
        ev.Action,
        who=fighter.name,
        action="Attack",
        card=None,
        value=total,
        minor=d.minor,
        target=nxt.name,
        vs=defence,
        result="hit" if hit else "miss",
    )
    if hit:
        engagement.engage(game, fighter.key, nxt.key)
        harm.harm_foe(game, nxt.key, 1, by=fighter.key, spare=d.spare, melee=True)


# --- the menu -----------------------------------------------------------------------------------


def attack_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    verb = "Shoot" if weapons.missile(fighters.weapon_of(game, me)) else "Attack"
    means = fighters.means_of(game, me)
    perfect = doom_eye.can(game, me, a)
    for foe in ch.side("foes"):
        vain = _vain(game, foe, means)
        yield Offer(foe.key, None, f"{verb} {at(ch, me, foe)}{vain}", harmless=bool(vain))
        yield from _part_offers(game, ch, me, foe, verb, vain)
        throw = f"Throw the dagger at {at(ch, me, foe)}{vain}"
        yield Offer(foe.key, "throw", throw, harmless=bool(vain))
        if perfect:
            yield Offer(foe.key, doom_eye.OPTION, f"A perfect shot at {at(ch, me, foe)} (Doom Eye)")
    if rage.BERSERK in me.effects:  # an ally who hurt the berserker counts as an enemy (p. 64)
        for mate in rage.enemies(ch, me.key):
            yield Offer(mate.key, None, f"{verb} {at(ch, me, mate)}: an enemy to the rage (p. 64)")
            throw = f"Throw the dagger at {at(ch, me, mate)}: an enemy to the rage (p. 64)"
            yield Offer(mate.key, "throw", throw)
    if reaver.can(game, me, a):
        for foe in reaver.targets(ch, me):
            vain = _vain(game, foe, means)  # the charge strikes with the same weapon
            label = f"Charge {at(ch, me, foe)} (Reaver){vain}"
            yield Offer(foe.key, reaver.OPTION, label, harmless=bool(vain))


def _vain(game: Table, foe: Fighter, means: dooms.Means) -> str:
    """Words saying a blow by ``means`` does ``foe`` no harm, and why (Invulnerable, p. 282);
    "" when it can harm."""
    proof = dooms.immune((n.name for n in fighters.block(game, foe.group).notes), means)
    if proof:
        return f" ({proof}: no harm, p. {dooms.PAGE[proof]})"
    strange = strange_body.vain(game, foe.group, means)  # Strange Body (p. 248)
    return f" ({strange})" if strange is not None else ""


def _part_offers(
    game: Table, ch: Challenge, me: Fighter, foe: Fighter, verb: str, vain: str
) -> Iterator[Offer]:
    """An Attack aimed at each of a dungeon lord's pools (p. 251); the engine's reach check
    (``aimed``) drops those out of reach."""
    if len(foe.parts) < 2:
        return
    stats = fighters.block(game, foe.group)
    ward = rune.standing(stats, foe.parts)
    glances = "" if ward is None else f" (glances off while the {ward.name} stands, {rune.PAGE})"
    for part in stats.parts:
        if not part.hidden:
            but = glances if ward is not None and part.id != ward.id else vain
            label = f"{verb} {at(ch, me, foe)}: the {part.name}{but}"
            yield Offer(foe.key, None, label, part=part.id, harmless=bool(but))


def riposte_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    yield Offer(None, None, "Riposte for yourself")
    for mate in ch.side("guild"):
        if mate.key != me.key:
            yield Offer(mate.key, None, f"Riposte for {mate.name}")


def aim_offers(game: Table, me: Fighter, ch: Challenge, a: Adventurer) -> Iterator[Offer]:
    for foe in ch.side("foes"):
        yield Offer(foe.key, None, f"Aim at {at(ch, me, foe)}")
    if rage.BERSERK in me.effects:  # an ally who hurt the berserker counts as an enemy (p. 64)
        for mate in rage.enemies(ch, me.key):
            yield Offer(mate.key, None, f"Aim at {at(ch, me, mate)}: an enemy to the rage (p. 64)")
