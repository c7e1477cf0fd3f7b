"""Playing an outcome on the guild: the shared vocabulary of features, traps and Meatgrinder
entries made real (``worm.content.interaction``; pp. 5, 12–13, 31, 94–98, 124, 182).

Each outcome falls on someone (``who``): the actor, a random adventurer read from the minor
discard (p. 182), the whole guild, the first or last in marching order, whoever holds a light.
Items are picked by ``slot`` — the belt slot or pack slot the oracle names (p. 182), or the first
thing that fits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from worm import tarot
from worm.content import constants
from worm.content.interaction import (
    LEVEL,
    CatchAffliction,
    Cure,
    Death,
    Destroy,
    Douse,
    Fall,
    Flicker,
    GainGold,
    GainItem,
    LoseGold,
    LoseItem,
    Notch,
    Nothing,
    Outcome,
    Ration,
    RegainResolve,
    Rumor,
    Status,
    Stress,
    Suffer,
    Wound,
)
from worm.engine import (
    aegis_crawl,
    affliction_stages,
    darkness,
    dying,
    fortune,
    kit,
    orc_blood,
    porters,
    wounds,
)
from worm.engine import events as ev
from worm.engine.table import Table
from worm.model.adventurer import ActiveEffect, Adventurer
from worm.model.crawl import Followup
from worm.model.loop import LevelOutcome, PlayOutcomes
from worm.rules import afflictions, conditions, light, oracle


def play(
    game: Table,
    outcomes: tuple[Outcome, ...],
    actor: str | None,
    *,
    noisy: bool = False,
    cause: str = "",
) -> None:
    """Play outcomes in order; ``actor`` is the adventurer id who acted (None: the front)."""
    for index, outcome in enumerate(outcomes):
        if game.phase == "over":
            return
        if outcome.text:
            game.log.emit(ev.Narration, text=outcome.text)
        queued = len(game.followups)
        one(game, outcome, actor, noisy=noisy, cause=cause)
        rest = outcomes[index + 1 :]
        if rest and len(game.followups) > queued:
            # what this one left for the loop (a watch, a landing) comes before the rest
            game.later(PlayOutcomes(rest, actor, noisy, cause))
            return


def targets(game: Table, who: str, actor: str | None) -> list[Adventurer]:
    """The adventurers an outcome falls on (active ones; p. 182 for ``random``)."""
    order = [a for a in game.guild.in_marching_order() if not a.conditions.dead]
    if not order:
        return []
    acting = next((a for a in order if a.id == actor), order[0])
    if who == "actor":
        return [acting]
    if who == "guild":
        return order
    if who == "front":
        return [order[0]]
    if who == "rear":
        return [order[-1]]
    if who == "engaged":
        i = order.index(acting)
        return order[max(0, i - 1) : i + 2]
    if who == "light_bearer":
        return [a for a in order if kit.lit(a)] or [acting]
    return [random_adventurer(game)]


def random_adventurer(game: Table) -> Adventurer:
    """The adventurer the top of the minor discard points at (p. 182).

    Policy (p. 182, rules digest §C.4): when no path matches, or the pile is empty or shows the
    Fool, the GM draws a fresh minor card, discards it and reads that; after a second miss the
    front of the marching order is chosen, as the first to blunder into trouble.
    """
    order = [a for a in game.guild.in_marching_order() if not a.conditions.dead]
    roster = [(a.id, a.path) for a in order]
    for attempt in range(2):
        card = game.decks.minor.top_discard
        if card is None or attempt:
            card = game.draw("minor", "oracle")
            game.decks = tarot.discard(game.decks, card)
        who = oracle.adventurer(card, roster)
        if who is not None:
            chosen = game.guild.adventurer(who)
            game.ruling("p. 182", f"{card.name} on the discard pile points at {chosen.name}")
            return chosen
    game.ruling("p. 182", f"the oracle names nobody: {order[0].name}, at the front, takes it")
    return order[0]


def one(
    game: Table, o: Outcome, actor: str | None, *, noisy: bool = False, cause: str = ""
) -> None:
    """Play one outcome: on the level (left to the Crawl), on the guild, or on whom it falls."""
    if isinstance(o, Nothing):
        return
    if isinstance(o, Rumor):
        game.rumors += 1
        game.ruling("p. 91", f"a quest rumor: the guild now holds {game.rumors}")
        return
    if isinstance(o, LEVEL):
        game.later(LevelOutcome(o, actor, noisy))
        return
    if isinstance(o, GainGold):
        who = targets(game, o.who, actor)[0]
        game.set_adventurer(who.model_copy(update={"gold": who.gold + o.count}))
        game.log.emit(
            ev.Item, who=who.name, item="gold", change="gained", count=o.count, cause=cause
        )
        return
    on: str = o.who
    if isinstance(o, Flicker) and on == "actor" and not any(map(kit.lit, targets(game, on, actor))):
        on = "light_bearer"  # the flame the actor holds up is whoever carries the light's
    play_on = ON[type(o)]
    for adventurer in targets(game, on, actor):
        play_on(game, game.guild.adventurer(adventurer.id), o, cause)
        if game.phase == "over":
            return


# --- what each kind of outcome does to one adventurer ------------------------------------------


def _wound(game: Table, a: Adventurer, o: Wound, cause: str) -> None:
    for _ in range(max(1, o.count)):
        hurt = game.guild.adventurer(a.id)
        wounds.wound(game, hurt, piercing=o.piercing, critical=o.critical, cause=cause)
        orc_blood.wounded(game, a.id, hurt, o.text or "", cause)


def _stress(game: Table, a: Adventurer, o: Stress, cause: str) -> None:
    if a.conditions.stressed:  # said, or the hardship the oracle named would pass unseen
        game.ruling("p. 96", f"{a.name} is Stressed already: the hardship adds nothing more")
        return
    game.set_adventurer(conditions.stress(a))
    game.log.emit(ev.Condition, who=a.name, change="Stressed", cause=cause or "hardship")


def _death(game: Table, a: Adventurer, o: Death, cause: str) -> None:
    dead = a.model_copy(
        update={"conditions": a.conditions.model_copy(update={"dead": True, "deaths_door": False})}
    )
    game.set_adventurer(dead)
    game.log.emit(ev.Condition, who=a.name, change="dead", cause=cause or "instant death")
    dying.died(game, a.id, whole=o.body == "whole", lost=o.body == "lost")  # p. 126
    game.check_guild()


def _suffer(game: Table, a: Adventurer, o: Suffer, cause: str) -> None:
    if not a.has_effect(o.id) and not aegis_crawl.turns(game, a, o.id, cause, physical=o.physical):
        effect = ActiveEffect(id=o.id, until=o.until, source=cause)
        game.set_adventurer(a.model_copy(update={"effects": (*a.effects, effect)}))
        game.log.emit(ev.Condition, who=a.name, change=game.pack.effects[o.id].name, cause=cause)


def _status(game: Table, a: Adventurer, o: Status, cause: str) -> None:
    game.statuses = game.statuses | {(a.id, o.id)}
    game.log.emit(ev.Condition, who=a.name, change=o.id.replace("_", " "), cause=cause)


def _afflict(game: Table, a: Adventurer, o: CatchAffliction, cause: str) -> None:
    game.set_adventurer(
        a.model_copy(update={"afflictions": afflictions.catch(a.afflictions, o.id)})
    )
    name = game.pack.afflictions[o.id].name
    game.log.emit(ev.Condition, who=a.name, change=f"afflicted: {name}", cause=cause)
    affliction_stages.reached(game, a.id, o.id)  # its stage's effect at once (p. 97)


def _notch(game: Table, a: Adventurer, o: Notch | Destroy, cause: str) -> None:
    wounds.damage(game, a, o.slot, destroy=isinstance(o, Destroy), cause=cause)


def _gain_item(game: Table, a: Adventurer, o: GainItem, cause: str) -> None:
    after, placed = kit.gain(a, o.item, o.count, game.pack)
    game.set_adventurer(after)
    name = game.pack.items[o.item].name
    if placed:
        game.log.emit(ev.Item, who=a.name, item=name, change="gained", count=placed, cause=cause)
    if placed < o.count:
        placed += porters.overflow(game, a.id, o.item, o.count - placed)  # Jarl (p. 65)
    if placed < o.count:
        game.ruling("p. 37", f"{a.name} has no room for {o.count - placed} more: left behind")


def _lose_item(game: Table, a: Adventurer, o: LoseItem, cause: str) -> None:
    after, gone = kit.lose(a, o.item, o.count)
    game.set_adventurer(after)
    if gone:
        name = game.pack.items[o.item].name
        game.log.emit(ev.Item, who=a.name, item=name, change="lost", count=gone, cause=cause)


def _lose_gold(game: Table, a: Adventurer, o: LoseGold, cause: str) -> None:
    lost = min(a.gold, o.count)
    if not lost:
        game.ruling("p. 37", f"{a.name} carries no gold: nothing is lost")
        return
    game.set_adventurer(a.model_copy(update={"gold": a.gold - lost}))
    game.log.emit(ev.Item, who=a.name, item="gold", change="lost", count=lost, cause=cause)


def _flicker(game: Table, a: Adventurer, o: Flicker, cause: str) -> None:
    wounds.flicker(game, a, max(1, o.count), cause=cause or "torches gutter")


def _douse(game: Table, a: Adventurer, o: Douse, cause: str) -> None:
    for carried in kit.lit(a):
        source = game.pack.items[carried.item].light
        assert source is not None
        wounds.swap(game, a.id, light.douse(carried, source))
        game.log.emit(
            ev.Light,
            who=a.name,
            item=game.pack.items[carried.item].name,
            change="out",
            flickers=0 if not source.relightable else (carried.flickers or 0),
        )
        a = game.guild.adventurer(a.id)
    darkness.after_light(game)


def _fall(game: Table, a: Adventurer, o: Fall, cause: str) -> None:
    if o.count < 10:
        game.ruling("p. 96", f"{a.name} drops {o.count}': less than 10 feet does no harm")
        return
    how = "drops" if o.prepared else "falls"
    game.ruling("p. 96", f"{a.name} {how} {o.count}' and tests Pentacles to land well")
    task = f"land a {o.count}' {'drop' if o.prepared else 'fall'}"
    fortune.test_each(
        game,
        Followup(
            testers=(a.id,), attribute="pentacles", task=task, fall=o.count, prepared=o.prepared
        ),
    )


def _ration(game: Table, a: Adventurer, o: Ration, cause: str) -> None:
    wounds.eat(game, a, max(1, o.count), cause=cause or "hunger")


def _resolve(game: Table, a: Adventurer, o: RegainResolve, cause: str) -> None:
    value = max(0, min(constants.BOOK.resolve_max, a.resolve + o.count))
    game.set_adventurer(a.model_copy(update={"resolve": value}))
    game.log.emit(ev.Condition, who=a.name, change=f"Resolve {value}", cause=cause)


def _cure(game: Table, a: Adventurer, o: Cure, cause: str) -> None:
    what = o.id
    if what == "affliction":
        kept = []
        for state in a.afflictions:
            lifted = o.count is None or int(game.streams.get("gm").integers(o.count)) == 0
            if lifted:
                name = game.pack.afflictions[state.id].name
                game.log.emit(ev.Condition, who=a.name, change=f"cured of {name}", cause=cause)
            else:
                kept.append(state)
        game.set_adventurer(a.model_copy(update={"afflictions": tuple(kept)}))
        return
    if (a.id, what) in game.statuses:
        game.statuses = game.statuses - {(a.id, what)}
        game.log.emit(
            ev.Condition, who=a.name, change=f"no longer {what.replace('_', ' ')}", cause=cause
        )
    else:
        effects = tuple(e for e in a.effects if e.id != what)
        if len(effects) != len(a.effects):
            game.set_adventurer(a.model_copy(update={"effects": effects}))
            game.log.emit(ev.Condition, who=a.name, change=f"{what} ends", cause=cause)


ON: dict[type[Any], Callable[[Table, Adventurer, Any, str], None]] = {
    Wound: _wound,
    Stress: _stress,
    Death: _death,
    Suffer: _suffer,
    Status: _status,
    Cure: _cure,
    CatchAffliction: _afflict,
    Notch: _notch,
    Destroy: _notch,
    GainItem: _gain_item,
    LoseItem: _lose_item,
    LoseGold: _lose_gold,
    Flicker: _flicker,
    Douse: _douse,
    Fall: _fall,
    Ration: _ration,
    RegainResolve: _resolve,
}
"""What each kind of outcome that falls on adventurers does to one of them; the kinds about
the level (``LEVEL``) are the Crawl's (``crawl.outcome``), the rest are played in ``one``."""
