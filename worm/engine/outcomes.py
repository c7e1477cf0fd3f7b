"""Playing an outcome on the guild: the shared vocabulary of features, traps and Meatgrinder
entries made real (``worm.content.interaction``; pp. 5, 12–13, 31, 94–98, 124, 182).

Each outcome falls on someone (``who``): the actor, a random adventurer read from the minor
discard (p. 182), the whole guild, the first or last in marching order, whoever holds a light.
Items are picked by ``slot`` — the belt slot or pack slot the oracle names (p. 182), or the first
thing that fits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from worm import tarot
from worm.content.interaction import Outcome
from worm.engine import dying, kit
from worm.engine import events as ev
from worm.gm import wounds
from worm.model.adventurer import ActiveEffect, Adventurer
from worm.model.inventory import Carried
from worm.rules import afflictions, conditions, durability, light, oracle, pack_space

if TYPE_CHECKING:
    from worm.engine.session import Game

RESOLVE_LIMIT = 4  # p. 32


def play(
    game: Game,
    outcomes: tuple[Outcome, ...],
    actor: str | None,
    *,
    noisy: bool = False,
    cause: str = "",
) -> None:
    """Play outcomes in order; ``actor`` is the adventurer id who acted (None: the front)."""
    for outcome in outcomes:
        if game.phase == "over":
            return
        if outcome.text:
            game.log.emit(ev.Narration, text=outcome.text)
        one(game, outcome, actor, noisy=noisy, cause=cause)


def targets(game: Game, who: str, actor: str | None) -> list[Adventurer]:
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


def random_adventurer(game: Game) -> Adventurer:
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
            card = game._draw("minor", "oracle")
            game.decks = tarot.discard(game.decks, card)
        who = oracle.adventurer(card, roster)
        if who is not None:
            chosen = game.guild.adventurer(who)
            game._gm("p. 182", f"{card.name} on the discard pile points at {chosen.name}")
            return chosen
    game._gm("p. 182", f"the oracle names nobody: {order[0].name}, at the front, takes it")
    return order[0]


def one(game: Game, o: Outcome, actor: str | None, *, noisy: bool = False, cause: str = "") -> None:
    """Play one outcome."""
    kind = o.effect
    if kind in ("nothing", "rumor"):
        if kind == "rumor":
            game.rumors += 1
            game._gm("p. 91", f"a quest rumor: the guild now holds {game.rumors}")
        return
    if kind in (
        "flag",
        "unflag",
        "reveal",
        "move",
        "meatgrinder",
        "watch",
        "challenge",
        "disposition",
    ):
        game.crawl_outcome(o, actor, noisy=noisy)
        return
    if kind == "gain_gold":
        who = targets(game, o.who, actor)[0]
        game._replace(who.model_copy(update={"gold": who.gold + (o.count or 0)}))
        game.log.emit(
            ev.Item, who=who.name, item="gold", change="gained", count=o.count or 0, cause=cause
        )
        return
    who = o.who
    if kind == "flicker" and who == "actor" and not any(map(kit.lit, targets(game, who, actor))):
        who = "light_bearer"  # the flame the actor holds up is whoever carries the light's
    for adventurer in targets(game, who, actor):
        _on(game, game.guild.adventurer(adventurer.id), o, cause)
        if game.phase == "over":
            return


def _on(game: Game, a: Adventurer, o: Outcome, cause: str) -> None:
    kind, count = o.effect, o.count or 0
    if kind == "wound":
        for _ in range(max(1, count)):
            wound(
                game,
                game.guild.adventurer(a.id),
                piercing=o.piercing,
                critical=o.critical,
                cause=cause,
            )
    elif kind == "stress":
        if not a.conditions.stressed:
            game._replace(conditions.stress(a))
            game.log.emit(ev.Condition, who=a.name, change="Stressed", cause=cause or "hardship")
    elif kind == "death":
        dead = a.model_copy(
            update={
                "conditions": a.conditions.model_copy(update={"dead": True, "deaths_door": False})
            }
        )
        game._replace(dead)
        game.log.emit(ev.Condition, who=a.name, change="dead", cause=cause or "instant death")
        dying.died(game, a.id)  # policy: the body is left whole (p. 126)
        game.check_guild()
    elif kind == "effect":
        assert o.id is not None
        if not a.has_effect(o.id):
            effect = ActiveEffect(id=o.id, until=o.until or "scene", source=cause)
            game._replace(a.model_copy(update={"effects": (*a.effects, effect)}))
            game.log.emit(
                ev.Condition, who=a.name, change=game.pack.effects[o.id].name, cause=cause
            )
    elif kind == "status":
        game.statuses = game.statuses | {(a.id, o.id or "")}
        game.log.emit(ev.Condition, who=a.name, change=(o.id or "").replace("_", " "), cause=cause)
    elif kind == "cure":
        _cure(game, a, o, cause)
    elif kind == "affliction":
        assert o.id is not None
        game._replace(a.model_copy(update={"afflictions": afflictions.catch(a.afflictions, o.id)}))
        name = game.pack.afflictions[o.id].name
        game.log.emit(ev.Condition, who=a.name, change=f"afflicted: {name}", cause=cause)
    elif kind in ("notch", "destroy"):
        _damage(game, a, o.slot or "random", destroy=kind == "destroy", cause=cause)
    elif kind == "gain_item":
        assert o.item is not None
        after, placed = kit.gain(a, o.item, count, game.pack)
        game._replace(after)
        if placed:
            game.log.emit(
                ev.Item,
                who=a.name,
                item=game.pack.items[o.item].name,
                change="gained",
                count=placed,
                cause=cause,
            )
        if placed < count:
            game._gm("p. 37", f"{a.name} has no room for {count - placed} more: left behind")
    elif kind == "lose_item":
        assert o.item is not None
        after, gone = kit.lose(a, o.item, count)
        game._replace(after)
        if gone:
            game.log.emit(
                ev.Item,
                who=a.name,
                item=game.pack.items[o.item].name,
                change="lost",
                count=gone,
                cause=cause,
            )
    elif kind == "lose_gold":
        lost = min(a.gold, count)
        game._replace(a.model_copy(update={"gold": a.gold - lost}))
        game.log.emit(ev.Item, who=a.name, item="gold", change="lost", count=lost, cause=cause)
    elif kind == "flicker":
        flicker(game, a, max(1, count), cause=cause or "torches gutter")
    elif kind == "douse":
        for carried in kit.lit(a):
            source = game.pack.items[carried.item].light
            assert source is not None
            _swap(game, a.id, light.douse(carried, source))
            game.log.emit(
                ev.Light,
                who=a.name,
                item=game.pack.items[carried.item].name,
                change="out",
                flickers=0 if not source.relightable else (carried.flickers or 0),
            )
            a = game.guild.adventurer(a.id)
        game.after_light()
    elif kind == "fall":
        if count < 10:
            game._gm("p. 96", f"{a.name} drops {count}': less than 10 feet does no harm")
            return
        game._gm("p. 96", f"{a.name} falls {count}' and tests Pentacles to land well")
        game.test_each(
            game.followup(
                testers=(a.id,), attribute="pentacles", task=f"land a {count}' fall", fall=count
            )
        )
    elif kind == "ration":
        eat(game, a, max(1, count), cause=cause or "hunger")
    elif kind == "resolve":
        value = max(0, min(RESOLVE_LIMIT, a.resolve + count))
        game._replace(a.model_copy(update={"resolve": value}))
        game.log.emit(ev.Condition, who=a.name, change=f"Resolve {value}", cause=cause)


def wound(
    game: Game, a: Adventurer, *, piercing: bool = False, critical: bool = False, cause: str = ""
) -> None:
    """One Wound (p. 124): Critical straight to the track (p. 125); Piercing passes armor.

    A lit lantern tied to the belt is Destroyed by any Wound (p. 95).
    """
    if a.conditions.dead:
        return
    if critical:
        after = conditions.critical(a)
        taken = (
            "death"
            if after.conditions.dead
            else "Death's Door"
            if after.conditions.deaths_door
            else "Injured"
        )
    else:
        armor = () if piercing else durability.protection(a.inventory, game.pack.items)
        option, talent = wounds.choose(a, armor)
        after = conditions.wound(a, option, talent, armor)
        taken = option
    game._replace(after)
    game.log.emit(
        ev.Wound, who=a.name, taken_as=taken, piercing=piercing, critical=critical, cause=cause
    )
    if taken == "Death's Door":
        dying.mark(game, a.id)
    elif taken == "death":
        dying.died(game, a.id)  # policy: a Wound leaves the body whole (p. 126)
    if taken == "armor":
        worn = next(c for c in after.inventory.things() if c.uid == armor[0])
        harm(game, after, worn, destroy=False, cause=cause)
        after = game.guild.adventurer(a.id)
    for uid in light.belt_lantern_breaks(after.inventory, game.pack.items):
        holder = game.guild.adventurer(a.id)
        inventory = pack_space.remove(holder.inventory, uid)
        game._replace(holder.model_copy(update={"inventory": inventory}))
        game.log.emit(ev.Light, who=a.name, item="Lantern", change="destroyed", flickers=0)
        game._gm("p. 95", f"the lantern on {a.name}'s belt breaks, spilling oil over them")
        game.after_light()
    game.check_guild()


def flicker(game: Game, a: Adventurer, count: int, *, cause: str) -> None:
    """Every lit source this adventurer holds flickers ``count`` times (p. 95)."""
    for carried in kit.lit(a):
        after, out = light.flicker(carried, count)
        _swap(game, a.id, after)
        name = game.pack.items[carried.item].name
        game.log.emit(
            ev.Light,
            who=a.name,
            item=name,
            change="out" if out else "flicker",
            flickers=after.flickers or 0,
        )
        if out:
            game._gm("p. 95", f"{a.name}'s {name.lower()} burns out ({cause})")
    game.after_light()


def eat(game: Game, a: Adventurer, count: int, *, cause: str) -> None:
    """Eat rations; one who has none goes hungry and is Stressed (policy from p. 140)."""
    after, eaten = kit.lose(a, "ration", count)
    game._replace(after)
    if eaten:
        game.log.emit(ev.Item, who=a.name, item="Rations", change="used", count=eaten, cause=cause)
    if eaten < count and not after.conditions.stressed:
        game._replace(conditions.stress(after))
        game.log.emit(ev.Condition, who=a.name, change="Stressed", cause="no food")


def _swap(game: Game, who: str, carried: Carried) -> None:
    a = game.guild.adventurer(who)
    game._replace(a.model_copy(update={"inventory": pack_space.replace(a.inventory, carried)}))


def pick(game: Game, a: Adventurer, slot: str) -> Carried | None:
    """The carried thing ``slot`` picks (p. 182 for ``random``, ``belt`` and ``pack``).

    Policy: ``random`` reads the belt slot from the minor discard's suit when that slot holds
    something, else the pack slot from the major discard; an empty slot means the outcome
    misses (rules digest §C.4: nothing happens, no reroll).
    """
    inv = a.inventory
    if slot in ("random", "belt"):
        top = game.decks.minor.top_discard
        number = oracle.belt_slot(top) if top is not None else None
        if number is not None and inv.belt[number - 1] is not None:
            game._gm("p. 182", f"{top.name if top else ''} names belt slot {number}")
            return inv.belt[number - 1]
        if slot == "belt":
            return None
    if slot in ("random", "pack"):
        top_major = game.decks.major.top_discard
        if top_major is not None:
            number = oracle.pack_slot(top_major)
            game._gm("p. 182", f"{top_major} names pack slot {number}")
            return inv.pack[number - 1]
        return None
    items = game.pack.items
    for carried in inv.things():
        item = items[carried.item]
        where = inv.where(carried.uid)
        place = where[0] if where else "worn"
        if (
            (slot == "hand" and place == "hands")
            or (slot == "worn" and place == "worn")
            or (slot == "armor" and "armor" in item.tags and item.notches is not None)
            or (slot == "light" and item.light is not None)
            or (
                slot == "flammable"
                and place != "hands"
                and item.durability is None
                and item.slots > 0
            )
            or (slot == "metal" and item.durability in ("durable", "tempered"))
        ):
            return carried
    return None


def _damage(game: Game, a: Adventurer, slot: str, *, destroy: bool, cause: str) -> None:
    carried = pick(game, a, slot)
    if carried is None:
        game._gm("p. 182", f"the blow finds nothing of {a.name}'s in that place: no harm done")
        return
    harm(game, a, carried, destroy=destroy, cause=cause)


def harm(game: Game, a: Adventurer, carried: Carried, *, destroy: bool, cause: str) -> None:
    """Notch a carried thing, Destroyed at its limit (pp. 12, 96), or Destroy it outright."""
    item = game.pack.items[carried.item]
    if not destroy:
        notched, gone = durability.notch(carried, item.notches)
        if item.notches is None:
            game._gm("p. 96", f"{item.name} cannot be Notched: it shrugs it off")
            return
        if not gone:
            _swap(game, a.id, notched)
            game.log.emit(ev.Item, who=a.name, item=item.name, change="notched", cause=cause)
            return
    holder = game.guild.adventurer(a.id)
    game._replace(
        holder.model_copy(update={"inventory": pack_space.remove(holder.inventory, carried.uid)})
    )
    game.log.emit(
        ev.Item, who=a.name, item=item.name, change="destroyed", count=carried.count, cause=cause
    )
    if carried.lit:
        game.after_light()


def _cure(game: Game, a: Adventurer, o: Outcome, cause: str) -> None:
    what = o.id or ""
    if what == "affliction":
        kept = []
        for state in a.afflictions:
            lifted = o.count is None or int(game.streams.get("gm").integers(o.count)) == 0
            if lifted:
                name = game.pack.afflictions[state.id].name
                game.log.emit(ev.Condition, who=a.name, change=f"cured of {name}", cause=cause)
            else:
                kept.append(state)
        game._replace(a.model_copy(update={"afflictions": tuple(kept)}))
        return
    if (a.id, what) in game.statuses:
        game.statuses = game.statuses - {(a.id, what)}
        game.log.emit(
            ev.Condition, who=a.name, change=f"no longer {what.replace('_', ' ')}", cause=cause
        )
    else:
        effects = tuple(e for e in a.effects if e.id != what)
        if len(effects) != len(a.effects):
            game._replace(a.model_copy(update={"effects": effects}))
            game.log.emit(ev.Condition, who=a.name, change=f"{what} ends", cause=cause)
