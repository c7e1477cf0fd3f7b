"""Recovery and the morning (p. 141): charged Bonds burned for what ails each adventurer,
Stressed first and Injured before a talent; Staggered and the lore bids; the night's shelter;
then the end of the Camp (p. 97)."""

from __future__ import annotations

from worm import grammar
from worm.engine import affliction_stages, campsite, companions, dying, kit
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.rules import afflictions, conditions, crossed_off, resolve
from worm.rules import camp as rules


def recovery(game: Table) -> None:
    """Step 4 (p. 141): the guild may burn charged Bonds ('burn'), then 'camp on'."""
    campsite.step(game, 4)
    starving = campsite.current(game).starving
    can = [
        a.name
        for a in game.guild.in_marching_order()
        if a.active
        and a.id not in starving
        and rules.charged(a)
        and (rules.needs(a) or companions.wants_mending(game, a))
    ]
    if not can:
        morning(game)
        return
    game.log.emit(
        ev.Narration,
        text=f"{', '.join(can)} may burn charged Bonds to mend, then camp on.",
        offers=("burn", "camp on"),
    )


def burn(game: Table, command: cmd.Burn) -> None:
    """Burn a charged Bond (p. 141) for one of: Stressed, Injured, a Wounded talent, 1 Resolve."""
    camp = campsite.current(game)
    if camp.step != 4:
        raise IllegalCommand("Bonds are burned in recovery, after the night (p. 141)")
    a = campsite.able(game, command.who)
    if a.id in camp.starving:
        raise IllegalCommand(f"{a.name} is starving: no Bond can be burned (p. 140)")
    bonds = rules.charged(a)
    if command.mate is not None:
        other = game.guild.adventurer(command.mate)
        bonds = tuple(b for b in bonds if b.target == other.id)
    if not bonds:
        raise IllegalCommand(f"{a.name} has no charged Bond to burn (p. 141)")
    if command.animal is not None:
        animal = companions.to_mend(game, a, command.animal)
        spend_bond(game, a, bonds[0].target, f"{grammar.possessive(animal.name)} wounds")
        companions.mend_with_bond(game, animal)
        return
    mend = command.mend or next(iter(rules.needs(a)), None)
    if mend is None:
        raise IllegalCommand(f"{a.name} has nothing a Bond could mend (p. 141)")
    why = rules.gate(a, mend)
    if why is not None:
        raise IllegalCommand(why)
    burn_for(game, a, bonds[0].target, mend)


def burn_for(game: Table, a: Adventurer, target: str, mend: str) -> None:
    """Burn ``a``'s Bond with ``target`` for ``mend``, the gate already passed (p. 141): in Camp
    recovery, or at an inn in the City (common upkeep, p. 154)."""
    a = spend_bond(game, a, target, _label(game, a, mend))
    game.set_adventurer(mend_with_bond(game, a, mend))


def _label(game: Table, a: Adventurer, mend: str) -> str:
    """What a burn pays for, as the ``bond`` event's ``for`` says it (p. 141)."""
    if mend == "talent":
        talent = a.conditions.wounded_talents[0]
        return (
            f"Wounded {game.pack.talents[talent].name}" if talent in game.pack.talents else talent
        )
    return {"stressed": "Stressed", "injured": "Injured", "resolve": "1 Resolve"}[mend]


def spend_bond(game: Table, a: Adventurer, target: str, what: str) -> Adventurer:
    bonds = tuple(
        b.model_copy(update={"charged": False}) if b.target == target and b.charged else b
        for b in a.bonds
    )
    a = a.model_copy(update={"bonds": bonds})
    game.set_adventurer(a)
    game.log.emit(
        ev.Bond, who=a.name, with_=game.guild.adventurer(target).name, change="burn", for_=what
    )
    return a


def mend_with_bond(game: Table, a: Adventurer, mend: str) -> Adventurer:
    """What one burned Bond mends (p. 141)."""
    c = a.conditions
    cause = "a Bond burned, p. 141"
    if mend == "stressed":
        game.log.emit(ev.Condition, who=a.name, change="Stressed clears", cause=cause)
        return a.model_copy(update={"conditions": c.model_copy(update={"stressed": False})})
    if mend == "injured":
        game.log.emit(ev.Condition, who=a.name, change="Injured clears", cause=cause)
        return a.model_copy(update={"conditions": c.model_copy(update={"injured": False})})
    if mend == "talent":
        talent = c.wounded_talents[0]
        name = game.pack.talents[talent].name if talent in game.pack.talents else talent
        game.log.emit(ev.Condition, who=a.name, change=f"{name} heals", cause=cause)
        left = c.wounded_talents[1:]
        return a.model_copy(update={"conditions": c.model_copy(update={"wounded_talents": left})})
    lifted = resolve.regain(a, 1)
    game.log.emit(
        ev.Condition, who=a.name, change=f"Resolve {a.resolve} → {lifted.resolve}", cause=cause
    )
    return lifted


def policy_burns(game: Table, who: str) -> None:
    """The GM's order for one who leaves the choice to it (p. 141 digest policy): Stressed,
    then Injured, then Wounded talents, then Resolve, while charged Bonds last."""
    while True:
        a = game.guild.adventurer(who)
        if not (rules.charged(a) and rules.needs(a)):
            return
        burn(game, cmd.Burn(who=who))


def morning(game: Table) -> None:
    """The end of recovery and step 5 (p. 141): Staggered clears if not Stressed, lore bids
    refill; then the night's shelter; then the end of the Camp."""
    starving = campsite.current(game).starving
    for a in game.guild.in_marching_order():
        if not a.active or a.id in starving:
            continue
        if a.conditions.staggered and not a.conditions.stressed:
            a = a.model_copy(
                update={"conditions": a.conditions.model_copy(update={"staggered": False})}
            )
            game.log.emit(ev.Condition, who=a.name, change="Staggered clears", cause="rest, p. 141")
        if a.lore_bids < 4:
            game.log.emit(
                ev.Condition, who=a.name, change="lore bids refill to 4", cause="rest, p. 141"
            )
            a = resolve.refill_lore(a)
        game.set_adventurer(a)
    companions.mend(game)
    campsite.step(game, 5)
    _shelter(game, starving)
    _uncross(game)  # lines crossed off by the Yellow King come back (p. 269)
    end(game)
    dying.newcomers(game)  # one who died is replaced (p. 126)
    game.camp = None
    game.walked = frozenset()
    game.set_phase("crawl", "the guild breaks camp")


def _uncross(game: Table) -> None:
    """The end of a Camp Phase: each adventurer's crossed-off lines come back (p. 269)."""
    for a in game.guild.adventurers:
        if a.crossed:
            game.set_adventurer(crossed_off.restore(a))
            back = ", ".join(crossed_off.words(game.pack, a, line) for line in a.crossed)
            game.ruling(crossed_off.PAGE, f"the Camp is over: {a.name} has {back} back")


def _shelter(game: Table, starving: tuple[str, ...]) -> None:
    """Two of bedroll, tent and fire, or wake Stressed (p. 141); a tent sleeps two (p. 168)."""
    if game.level.stock[game.room].safe if game.room >= 0 else False:
        game.ruling("p. 141", "the room is a safe shelter: everyone sleeps well")
        return
    sleepers = [a for a in game.guild.in_marching_order() if a.active and a.id not in starving]
    tents = sum(kit.count(a, "tent") for a in game.guild.adventurers)
    tented = _tented(sleepers, rules.tent_places(tents))
    cold = _without_fire(sleepers, tented)
    lit = _fire(game) if cold else None
    for a in game.guild.in_marching_order():
        if not a.active or a.id in starving:
            continue
        tent = a.id in tented
        bedroll = kit.count(a, "bedroll") > 0
        fire = lit is not None and not (lit == "bought" and a.pact("forego_wood") is not None)
        if lit == "bought" and not fire:
            game.ruling("p. 83", f"{a.name} keeps Forego wood: the bought firewood warms others")
        if rules.comforts(bedroll=bedroll, tent=tent, fire=fire) >= 2 or a.conditions.stressed:
            continue
        game.set_adventurer(conditions.stress(a))
        have = [n for n, ok in (("bedroll", bedroll), ("tent", tent), ("fire", fire)) if ok]
        game.log.emit(
            ev.Condition,
            who=a.name,
            change="Stressed",
            cause=f"a cold night with {' and '.join(have) or 'nothing'}, p. 141",
        )


def _tented(sleepers: list[Adventurer], places: int) -> frozenset[str]:
    """Who sleeps in a tent: its places go first to those without a bedroll (p. 144, Byron
    shares Envyrie's tent), then in marching order."""
    bare = [a for a in sleepers if kit.count(a, "bedroll") == 0]
    rest = [a for a in sleepers if kit.count(a, "bedroll") > 0]
    return frozenset(a.id for a in (bare + rest)[:places])


def _without_fire(sleepers: list[Adventurer], tented: frozenset[str]) -> bool:
    """Whether anyone would sleep cold without a fire: a fire is lit only then (policy), as
    firewood is scarce below."""
    return any(
        rules.comforts(bedroll=kit.count(a, "bedroll") > 0, tent=a.id in tented, fire=False) < 2
        for a in sleepers
    )


def _fire(game: Table) -> str | None:
    """A campfire (p. 141 policy): flint and tinder and either firewood, burned ("bought",
    which Forego wood shuns, p. 83), or a place with wood to hand ("found": the Spires, by
    the camping song on p. 135). None: no fire."""
    carried = kit.carried_by(game.guild)
    if "flint_and_tinder" not in carried:
        return None
    if game.level.seed.id == "the_spires":
        game.ruling("p. 135", "fallen wood in the Spires feeds the fire")
        return "found"
    holder = next((a for a in game.guild.in_marching_order() if kit.count(a, "firewood")), None)
    if holder is None:
        return None
    holder, _ = kit.lose(holder, "firewood", 1)
    game.set_adventurer(holder)
    game.log.emit(ev.Item, who=holder.name, item="Firewood", change="used", count=1, cause="camp")
    return "bought"


def end(game: Table) -> None:
    """The end of a Camp (pp. 97, 141): afflictions advance, Camp-long effects end."""
    for a in game.guild.in_marching_order():
        a = game.guild.adventurer(a.id)
        moved = []
        for state in a.afflictions:
            known = game.pack.afflictions[state.id]
            after = afflictions.progress(state, len(known.stages))
            if after.stage != state.stage:
                game.log.emit(
                    ev.Condition,
                    who=a.name,
                    cause="the end of the Camp, p. 97",
                    change=f"{known.name} worsens to stage {after.stage}",
                )
            moved.append(after)
        effects = tuple(e for e in a.effects if e.until != "camp")
        for gone in (e for e in a.effects if e.until == "camp"):
            game.log.emit(ev.Condition, who=a.name, change=f"{gone.id} ends", cause="camp")
        game.set_adventurer(a.model_copy(update={"afflictions": tuple(moved), "effects": effects}))
        for before, after in zip(a.afflictions, moved, strict=True):
            if after.stage != before.stage:
                affliction_stages.reached(game, a.id, after.id)  # the new stage bites (p. 97)
    game.statuses = frozenset(s for s in game.statuses if s[1] not in ("giggling", "stuck"))
    for ally in game.allies:
        game.ruling("p. 100", f"{ally} go their own way: their help lasted until the Camp")
    game.allies = ()
    game.ally_kinds = ()
