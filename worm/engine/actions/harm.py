"""Harm in a Challenge: Wounds to adventurers and to the GM's creatures (pp. 124–126),
effects that land (pp. 12–13), and the harm of moving — a hazard's zone (p. 110), the free
Wound an engaged foe deals one who leaves without Avoid (p. 109)."""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import (
    arete,
    companions,
    dolorous_kiss,
    doubt,
    dying,
    elemental,
    last_grasp,
    maleficent_retribution,
    pilfered,
    wounds,
)
from worm.engine import events as ev
from worm.engine.actions import (
    ambusher,
    climbing,
    engagement,
    fighters,
    harden,
    rage,
    rune,
    slippery,
    strange_body,
    stun,
    threshold,
    vulnerable,
)
from worm.engine.table import Table
from worm.gm import aim, foes, wards
from worm.model.adventurer import Adventurer
from worm.model.challenge import Challenge, Fighter, Out, Part, evolve
from worm.rules import dooms, effects, initiative
from worm.rules import harm as pools


def wound_adventurer(
    game: Table, key: str, *, piercing: bool = False, critical: bool = False, cause: str = ""
) -> None:
    """One Wound to an adventurer (p. 124); one who falls is out of the fight."""
    a = fighters.adventurer(game, key)
    if a.conditions.dead:
        return
    if companions.guard_wound(game, key, cause):
        return
    wounds.wound(game, a, piercing=piercing, critical=critical, cause=cause)
    wounds.light_struck(game, a.id)  # a light in hand is not made for a fight (p. 95)
    sync(game)


def sync(game: Table) -> None:
    """Adventurers at Death's Door or dead drop out: their cards go to the discards (p. 126);
    one woken from Death's Door is back in the fight (``rejoin``)."""
    ch: Challenge | None = game.challenge
    if ch is None:
        return
    guild = game.guild
    if _STANDING[0] is guild:  # most of the time: asked after every command
        return
    rejoin(game)
    ch = game.under_way()
    fallen = {a.id: a for a in guild.adventurers if not a.active}
    if not fallen:
        _STANDING[0] = guild
        return
    for fighter in ch.side("guild"):
        a = fallen.get(fighter.key)
        if a is None:
            continue
        out, how = _out(a)
        group = ch.group(fighter.key)
        cards = [*ch.hand(fighter.key)]
        if group.initiative is not None and not group.acted:
            cards.append(group.initiative)
            group = evolve(group, initiative=None)
        if group.facedown is not None:
            cards.append(group.facedown.card)
            group = evolve(group, facedown=None)
        game.decks = tarot.discard_all(game.decks, tuple(cards))
        engaged = fighter.engaged
        ch = ch.with_group(group).with_hand(fighter.key, ())
        ch = ch.with_fighter(evolve(fighter, out=out, engaged=frozenset()))
        for other in engaged:
            foe = ch.fighter(other)
            ch = ch.with_fighter(evolve(foe, engaged=foe.engaged - {fighter.key}))
        if ch.step == "turn" and ch.actor == fighter.key:
            ch = evolve(ch, step="count")
        game.challenge = ch
        game.log.emit(ev.Narration, text=f"{fighter.name} {how} and is out of the fight.")


def _out(a: Adventurer) -> tuple[Out, str]:
    """How an adventurer no longer able to act is out of the fight, and the words for it."""
    if a.conditions.stone:  # the cockatrice's stare (p. 257)
        return "stone", "is turned to stone"
    return ("dead" if a.conditions.dead else "down"), "falls"


def rejoin(game: Table) -> None:
    """Healed at Death's Door, an adventurer "gains consciousness" (p. 126) and fights on,
    where they fell, engaged with no one: dealt in at the next round's deal, or at once if
    Initiatives are being laid (their cards went to the discards when they fell)."""
    ch = game.under_way()
    for fighter in ch.side("guild", fighting=False):
        if fighter.out != "down" or not game.guild.adventurer(fighter.key).active:
            continue
        ch = ch.with_fighter(evolve(fighter, out=None))
        when = "at the next round's deal"
        if ch.step == "initiative" and ch.group(fighter.key).initiative is None:
            hand = tuple(
                game.draw("minor", "challenge_hand") for _ in range(initiative.PLAYER_HAND)
            )
            ch = ch.with_hand(fighter.key, hand)
            when = "now, in time to lay an Initiative"
        game.challenge = ch
        game.ruling(
            "p. 126",
            f"{fighter.name} comes round, conscious again, and is back in the fight: cards {when}",
        )


_STANDING: list[object] = [None]
"""The guild last found with no one fallen (``sync``): a guild is frozen, so the same one
still has no one fallen, and it is kept, so its id is never another's."""


def harm_foe(
    game: Table,
    key: str,
    count: int = 1,
    *,
    piercing: bool = False,
    critical: bool = False,
    by: str | None = None,
    spare: bool = False,
    part: str | None = None,
    melee: bool = False,
    cause: str | None = None,
    means: dooms.Means | None = None,
) -> bool:
    """``count`` Wounds to one of the GM's creatures: Defense first, Piercing to Health,
    Critical to 0 (p. 125). Returns whether it went down. ``cause``: who struck, when it is
    no one in the fight (the guild's allies). ``means``: what the harm is made of, by
    default the weapon in the hands of the adventurer ``by`` names; a creature immune to it
    takes nothing (``worm.rules.dooms.immune``). ``part``: the lord's pool the blow was aimed
    at (p. 251); unaimed, or that pool already down, the policy's default (``worm.gm.aim``)
    takes it, within a ``melee`` blow's reach."""
    ch = game.under_way()
    foe = ch.fighter(key)
    stats = fighters.block(game, foe.group)
    if not foe.fighting or _shrugs_off(game, stats, foe, by, means):
        return False
    count = _wounds(game, stats, foe, by, count, means, piercing=piercing, critical=critical)
    ch = game.under_way()  # a severed limb may have joined the fight (p. 286)
    parts = list(foe.parts)
    index = _struck(stats, parts, part, melee=melee, on=climbing.on(ch, by, key))
    # nothing left to land: a Last Grasp took it (p. 286), or a rune turned it (p. 279)
    if index is None or count < 1 or rune.glances(game, stats, foe.name, parts, parts[index].id):
        return False
    fallen = frozenset(p.id for p in parts if not p.standing)
    hit = parts[index]
    health, defense, taken = pools.harm(
        hit.health, hit.defense, count, piercing=piercing, critical=critical
    )
    if hit.health is None:
        game.ruling("p. 255", f"nothing can wound {foe.name}")
    parts[index] = evolve(hit, health=health, defense=defense)
    blow = cause or f"struck by {fighters.name_of(ch, by)}"
    if len(parts) > 1:
        blow += f", on the {hit.name}"  # which pool took it (p. 251)
    for landed in taken:
        game.log.emit(
            ev.Wound,
            who=foe.name,
            taken_as=landed,
            piercing=piercing,
            critical=critical,
            cause=blow,
        )
    carved = rune.carved_on(stats, hit.id, hit, parts[index])
    foe = evolve(foe, parts=tuple(parts))
    vulnerable.corrode(game, stats, foe.name, by, means, landed=bool(taken))  # p. 278
    harden.wounded(game, stats, foe, by, means, landed=bool(taken))  # the mimic (p. 273)
    ch = _unmasked(game, foe, landed=bool(taken))
    if hit.health is not None and not parts[index].standing and len(parts) > 1:
        _pool_falls(game, stats, foe.name, hit.id, hit.name, fallen)
    down = _beaten(game, stats, foe.name, parts)
    if down:
        if spare:
            out, verb, words = "spared", "are", "beaten and spared, taken alive (p. 125)"
        elif stats.falls_apart:
            out, verb, words = "destroyed", "fall", "apart (p. 125)"
        else:
            out, verb, words = "down", "fall", "at Death's Door (p. 125)"
        foe = evolve(foe, out=out, engaged=frozenset())
        game.log.emit(ev.Narration, text=f"{grammar.agree(foe.name, verb)} {words}.")
        ch = ch.with_fighter(foe)
        for other in ch.fighters:
            if key in other.engaged:
                ch = ch.with_fighter(evolve(other, engaged=other.engaged - {key}))
        game.challenge = ch
        if by is not None:
            game.challenge = evolve(ch, harmed_by={**ch.harmed_by, foe.group: by})
        if any(f.key == by and f.side == "guild" for f in ch.fighters):
            assert by is not None
            arete.beaten(game, by, stats, spared=spare)  # p. 28: a giant, a skull, a spirit
        pilfered.let_go(game, key)  # a fallen face rat lets go what it snatched (p. 262)
        dolorous_kiss.restore(game, key)  # the XP a destroyed wraith drank (p. 284)
    elif by is not None:  # one copy for both changes: most blows
        game.challenge = ch.with_fighter(foe, harmed_by={**ch.harmed_by, foe.group: by})
    else:
        game.challenge = ch.with_fighter(foe)
    _retribution(game, stats, foe.name, by, len(taken))
    doubt.doubted(game, stats, foe.name, by, len(taken))  # the Yellow King (p. 269)
    return down or _rune_breaks(game, key, foe.name, hit.name, carved, parts)


def _rune_breaks(
    game: Table, key: str, name: str, rune_name: str, carved: str | None, parts: list[Part]
) -> bool:
    """A broken rune of protection Wounds the pool it was carved on once (p. 279); whether
    that blow beat the creature."""
    if carved is None:
        return False
    on = next(p.name for p in parts if p.id == carved)
    rune.broken(game, name, rune_name, on)
    return harm_foe(game, key, 1, part=carved, cause=f"the {rune_name} breaking")


def _unmasked(game: Table, foe: Fighter, *, landed: bool) -> Challenge:
    """The Challenge once a Wound that ``landed`` ends the fungoid's Perfect Imitation
    (p. 263)."""
    ch = game.under_way()
    if not landed or foe.key not in ch.imitated:
        return ch
    ch = evolve(ch, imitated={k: v for k, v in ch.imitated.items() if k != foe.key})
    game.challenge = ch
    game.ruling("p. 263", f"Perfect Imitation: wounded, {foe.name} shows its own shape")
    return ch


def _retribution(
    game: Table, stats: foes.Statblock, name: str, by: str | None, landed: int
) -> None:
    """Maleficent Retribution (p. 281) on the striker ``by``; a Wound drawn from the table
    may fell them."""
    if maleficent_retribution.retribute(game, stats, name, by, landed):
        sync(game)


def _wounds(
    game: Table,
    stats: foes.Statblock,
    foe: Fighter,
    by: str | None,
    count: int,
    means: dooms.Means | None,
    *,
    piercing: bool,
    critical: bool,
) -> int:
    """The Wounds a blow of ``count`` deals ``foe``: doubled by an ambusher's first round
    (p. 74), by fire on a winter wolf (p. 285) and by a Strange Body's weakness (p. 248),
    none while a Threshold holds (pp. 251, 268), less those a zombie's Last Grasp turns
    aside (p. 286)."""
    count = ambusher.wounds(game, by, count)
    count = vulnerable.harsher(game, stats, foe.name, count, means)
    count = strange_body.harsher(game, foe, by, count, means)  # p. 248
    count = threshold.landed(game, stats, foe, count, strange_body.means(game, by, means))
    return last_grasp.grasp(game, stats, foe.key, count, piercing=piercing, critical=critical)


def _struck(
    stats: foes.Statblock, parts: list[Part], aimed: str | None, *, melee: bool, on: str | None
) -> int | None:
    """The index of the part a blow strikes: the one aimed at while it stands and is in
    reach, else the default (``worm.gm.aim``); a one-part creature's body while it stands.
    ``on``: the section the striker climbs (p. 279)."""
    if len(parts) == 1 or len(stats.parts) != len(parts):  # no pools to aim among
        return next((i for i, p in enumerate(parts) if p.standing), None)
    ids = [p.id for p in parts]
    if aimed in ids and aim.refusal(stats, parts, aimed, melee=melee, on=on) is None:
        return ids.index(aimed)
    chosen = aim.default(stats, parts, melee=melee, on=on)
    return None if chosen is None else ids.index(chosen)


def _pool_falls(
    game: Table,
    stats: foes.Statblock,
    name: str,
    pool: str,
    pool_name: str,
    fallen: frozenset[str],
) -> None:
    """A lord's pool is defeated (p. 251), and the dooms and notes it carried go with it."""
    lost = foes.lost_with(stats, pool, fallen)
    gone = ": with it go " + ", ".join(lost) if lost else ""
    game.ruling("p. 251", f"{grammar.possessive(name)} {pool_name} is defeated{gone}")


def _beaten(game: Table, stats: foes.Statblock, name: str, parts: list[Part]) -> bool:
    """Whether a creature is beaten in the fight: every core part within a fight's reach is
    down. A lich whose body falls while his hidden phylactery lasts crumbles to a crystal
    skull nothing can harm, which in time grows a new body (p. 270)."""
    hidden = {p.id for p in stats.parts if p.hidden} if len(stats.parts) == len(parts) else set()
    core = [p for p in parts if p.core]
    if any(p.standing for p in core if p.id not in hidden):
        return False
    if not any(p.id not in hidden for p in core):
        return False
    lasting = " and ".join(p.name for p in core if p.id in hidden and p.standing)
    if lasting:
        game.ruling(
            "p. 270",
            f"{name} crumbles to a crystal skull that nothing can harm: while the "
            f"{lasting} lasts, it will grow a new body",
        )
    return True


def _shrugs_off(
    game: Table, stats: foes.Statblock, foe: Fighter, by: str | None, means: dooms.Means | None
) -> bool:
    """Whether a note keeps harm of ``means`` (by default the weapon of the adventurer
    ``by``) off the creature (``worm.rules.dooms.immune``), or a Harden (p. 273); the GM
    says so, with its page."""
    if harden.shrugs(game, foe, by, means) or strange_body.shrugs(game, foe, by, means):
        return True
    name = foe.name
    ch = game.under_way()
    if means is None:
        striker = next((f for f in ch.fighters if f.key == by and f.side == "guild"), None)
        means = fighters.means_of(game, striker) if striker is not None else dooms.Means()
    proof = dooms.immune((note.name for note in stats.notes), means)
    if proof is None:
        return elemental.shrugs(game, stats, name, means)  # its own element (p. 247)
    what = means.weapon or ("magic" if means.magic else "this harm")
    game.ruling(f"p. {dooms.PAGE[proof]}", f"{proof}: {what} cannot harm {name}")
    return True


def hurt(
    game: Table,
    key: str,
    count: int,
    *,
    piercing: bool = False,
    by: str | None = None,
    cause: str = "",
    means: dooms.Means | None = None,
) -> None:
    """``count`` Wounds from anything to anyone in the fight (``means`` as ``harm_foe``)."""
    ch = game.under_way()
    if ch.fighter(key).side == "guild":
        for _ in range(count):
            wound_adventurer(game, key, piercing=piercing, cause=cause or fighters.name_of(ch, by))
        if by is not None:
            rage.turned_on(game, key, by)  # a guild-mate who hurt a berserker (p. 64)
    else:
        harm_foe(game, key, count, piercing=piercing, by=by, means=means)


def afflict(game: Table, key: str, effect: str) -> None:
    """An effect lands on a combatant for the rest of the Challenge or until Recovered."""
    ch = game.under_way()
    fighter = ch.fighter(key)
    if _on_a_pool(game, fighter.key, effect) or vulnerable.refused(game, fighter, effect):
        return
    if wounded := vulnerable.notched(game, fighter, effect):  # a Construct (p. 254)
        harm_foe(game, key, wounded, cause="Notched")
        return
    if effect == stun.STUN and stun.stun(game, key):
        return  # an adventurer's Stun is spent at once: nothing stays to Recover from
    game.challenge = ch.with_fighter(evolve(fighter, effects=fighter.effects | {effect}))
    name = game.pack.effects[effect].name if effect in game.pack.effects else effect
    game.log.emit(ev.Narration, text=f"{fighter.name} suffers {name}.")
    if effect in game.pack.effects and effects.disengages(game.pack.effects, effect):
        engagement.disengage(game, key)
    if effect == "disarm" and fighter.side == "foes":
        pilfered.let_go(game, key)  # a Disarmed face rat drops what it snatched (p. 262)


POOL_EFFECTS = {"notch": 2}
"""Wounds an effect deals a lord's pool that lists it: a Notch, 2 to the Yellow King's
crown (p. 270)."""


def _on_a_pool(game: Table, key: str, effect: str) -> bool:
    """An effect that lands on a lord's standing pool that lists it (the Yellow King's crown,
    p. 270): a Notch deals it 2 Wounds and a Destroy ends it, each instead of touching the
    lord; a Disarm knocks it off, and its powers with it, until he Recovers it (the effect
    stays on him: ``fighters.band_block``). Returns whether the effect is spent on the pool."""
    fighter = game.under_way().fighter(key)
    if fighter.side != "foes" or len(fighter.parts) < 2:
        return False
    stats = fighters.band_block(game, fighter.group)
    standing = aim.standing(fighter.parts)
    pool = next((p for p in stats.parts if effect in p.effects and p.id in standing), None)
    if pool is None:
        return False
    owner = grammar.possessive(fighter.name)
    if effect == "disarm":
        game.ruling("p. 270", f"{owner} {pool.name} is knocked off: its powers go until recovered")
        return False
    if effect == "destroy":
        game.ruling("p. 270", f"{owner} {pool.name} is destroyed")
        harm_foe(game, key, 1, critical=True, part=pool.id)
        return True
    if effect in POOL_EFFECTS:
        game.ruling("p. 270", f"{owner} {pool.name} is notched: {POOL_EFFECTS[effect]} Wounds")
        harm_foe(game, key, POOL_EFFECTS[effect], part=pool.id)
        return True
    return False


def land(
    game: Table,
    key: str,
    effect_ids: tuple[str, ...],
    count: int,
    piercing: bool,
    *,
    by: str | None,
    means: dooms.Means | None = None,
) -> None:
    """What an item or a spell does to whom it reaches: its effects (``heal`` mends a
    guild-mate), then its Wounds, made of ``means`` (magic for a spell, fire for a fire
    bomb)."""
    for effect in effect_ids:
        if game.challenge is None:
            return
        if effect == "heal":
            if game.challenge.fighter(key).side == "guild":
                dying.heal(game, key, cause="healed in the fight")
            continue
        afflict(game, key, effect)
    if count and game.challenge is not None:
        hurt(game, key, count, piercing=piercing, by=by, means=means)


def enter_zone(game: Table, key: str, zone: int, *, avoided: bool = False) -> None:
    """Move a combatant into ``zone``; a hazard guarding it strikes any who did not Avoid it
    (p. 110), and strewn caltrops any unshod foe (p. 164, ``worm.engine.actions.caltrops``)."""
    ch = game.under_way()
    fighter = ch.fighter(key)
    game.challenge = ch.with_fighter(evolve(fighter, zone=zone))
    if zone != fighter.zone:
        climbing.drop(game, key)  # off whatever they climbed (p. 279)
    for held, (holder, _) in ch.held.items():  # one held is carried along (p. 254)
        if holder == key and game.under_way().fighter(held).fighting:
            now = game.under_way()
            game.challenge = now.with_fighter(evolve(now.fighter(held), zone=zone))
    if avoided or slippery.slips(game, key, zone):  # the questing beast's Slippery (p. 276)
        return
    ch = game.under_way()
    for group in ch.groups:
        if group.side == "hazard" and group.zone == zone and group.hazard_wounds:
            game.ruling("p. 128", f"{grammar.agree(group.name, 'catch')} {fighter.name}")
            hurt(game, key, group.hazard_wounds, piercing=group.hazard_piercing, by=group.key)
    strewn = "caltrops" in ch.zone(zone).rules and fighter.side == "foes"
    if strewn and wards.unshod(game.pack, ch.group(fighter.group).creature):
        game.ruling("p. 164", f"{fighter.name} treads on the caltrops")
        if game.challenge is not None and game.challenge.fighter(key).fighting:
            hurt(game, key, 1, cause="caltrops")


def walk(game: Table, keys: list[str], path: list[int]) -> None:
    """Each of ``keys`` enters the zones of ``path`` in turn, stopping if it falls on the way
    (a hazard or caltrops, ``enter_zone``)."""
    for key in keys:
        for step in path:
            if game.challenge is None or not game.challenge.fighter(key).fighting:
                break
            enter_zone(game, key, step)


def free_wounds(game: Table, key: str) -> None:
    """Leaving an engagement without Avoid (p. 109): each opponent engaged may deal a Wound
    or let the mover pass. Foes strike as their Disposition says; the guild always does
    (policy, rules digest §22.2)."""
    mover = game.under_way().fighter(key)
    for other in sorted(mover.engaged):
        ch = game.challenge
        if ch is None:
            return
        them = ch.fighter(other)
        if not them.fighting or (them.side != "guild" and not strikes_freely(game)):
            continue
        if them.side == "guild":
            away = "they pull" if grammar.is_plural(mover.name) else "it pulls"
            game.ruling("p. 109", f"{them.name} cuts at {mover.name} as {away} away")
        else:  # a band fighting as one takes its swing in the plural ("Undead Bears take")
            swing = grammar.agree(them.name, "take")
            game.ruling("p. 109", f"{swing} a free swing as {mover.name} pulls away")
        hurt(game, key, 1, by=other)
    if game.challenge is not None:
        engagement.disengage(game, key)


def strikes_freely(game: Table) -> bool:
    """Whether the band takes the free Wound its Disposition allows (p. 109)."""
    meeting = game.meeting
    if meeting is None:
        return True
    return bool(game.pack.dispositions.stance(meeting.emotion).free_wound)
