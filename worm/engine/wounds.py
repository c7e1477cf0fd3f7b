"""Harm to an adventurer and what they carry: Wounds (pp. 124–125), falls (p. 96), Notches and
Destruction (pp. 12, 96), flickering lights (p. 95) and going hungry (p. 140).

The shared hurts every phase deals out — an outcome, a great failure, a fall, a blow in a
Challenge — so they sit below all of them.
"""

from __future__ import annotations

from worm import grammar
from worm.engine import acrobat, asking, darkness, district_goods, dying, kit, no_rest
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import struck_lights, wounds
from worm.model.adventurer import Adventurer
from worm.model.crawl import WoundAsk
from worm.model.fate import FateTest
from worm.model.inventory import Carried
from worm.rules import (
    conditions,
    crossed_off,
    durability,
    elections,
    falling,
    light,
    oracle,
    pack_space,
    wound_order,
)


def wound(
    game: Table, a: Adventurer, *, piercing: bool = False, critical: bool = False, cause: str = ""
) -> None:
    """One Wound (p. 124): Critical straight to the track (p. 125); Piercing passes armor.

    The Wound is taken as the adventurer's player ordered (``worm.rules.wound_order``), else
    as the GM's careful default has it (``worm.gm.wounds``).

    A lit lantern tied to the belt is Destroyed by any Wound (p. 95).
    """
    if a.conditions.dead:
        return
    talent: str | None = None
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
        option, talent, armor = taking(game, a, piercing=piercing, cause=cause, take=True)
        after = conditions.wound(a, option, talent, armor)
        taken = option
    game.set_adventurer(after)
    named = game.pack.talents[talent].name if taken == "talent" and talent else ""
    piece = ""  # the piece of armor that took it, if one did
    if taken == "armor":
        held = next(c for c in a.inventory.things() if c.uid == armor[0])
        piece = game.pack.items[held.item].name
    game.log.emit(
        ev.Wound,
        who=a.name,
        taken_as=taken,
        piercing=piercing,
        critical=critical,
        cause=cause,
        talent=named,
        armor=piece,
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
        game.set_adventurer(holder.model_copy(update={"inventory": inventory}))
        game.log.emit(ev.Light, who=a.name, item="Lantern", change="destroyed", flickers=0)
        game.ruling(
            "p. 95",
            f"the lantern on {grammar.possessive(a.name)} belt breaks, spilling oil over them",
        )
        darkness.after_light(game)
    game.check_guild()


def light_struck(game: Table, who: str) -> None:
    """A Wound in a fight may strike the lit light in the bearer's hand (p. 95): it breaks
    and goes out, by the policy of ``worm.gm.struck_lights``."""
    a = game.guild.adventurer(who)
    held = [c for c in dict.fromkeys(a.inventory.hands) if c is not None and c.lit]
    top = game.decks.minor.top_discard
    if not held or top is None or not struck_lights.struck(top):
        return
    carried = held[0]
    name = game.pack.items[carried.item].name
    inventory = pack_space.remove(a.inventory, carried.uid)
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    game.log.emit(ev.Light, who=a.name, item=name, change="destroyed", flickers=0)
    game.ruling(struck_lights.RULE, struck_lights.why(a.name, name.lower(), top))
    darkness.after_light(game)


def flicker(game: Table, a: Adventurer, count: int, *, cause: str) -> None:
    """Every lit source this adventurer holds flickers ``count`` times (p. 95)."""
    for carried in kit.lit(a):
        after, out = light.flicker(carried, count)
        swap(game, a.id, after)
        name = game.pack.items[carried.item].name
        game.log.emit(
            ev.Light,
            who=a.name,
            item=name,
            change="out" if out else "flicker",
            flickers=after.flickers or 0,
        )
        if out:
            said = cause if _named_first(game, cause) else cause[:1].lower() + cause[1:]
            game.ruling("p. 95", f"{grammar.possessive(a.name)} {name.lower()} burns out ({said})")
    darkness.after_light(game)


def _named_first(game: Table, cause: str) -> bool:
    """Whether ``cause`` begins with an adventurer's name, kept capital mid-sentence; a title
    ("Torches gutter", a Meatgrinder entry) is not."""
    first = cause.split(" ", 1)[0].removesuffix("'s").removesuffix("'")
    return any(first in a.name.split() for a in game.guild.adventurers)


def eat(game: Table, a: Adventurer, count: int, *, cause: str) -> None:
    """Eat rations; one who has none goes hungry and is Stressed (policy from p. 140)."""
    after, eaten = kit.lose(a, "ration", count)
    game.set_adventurer(after)
    if eaten:
        game.log.emit(ev.Item, who=a.name, item="Rations", change="used", count=eaten, cause=cause)
    if eaten < count:  # begged scraps, when no ration is left (p. 312)
        eaten += district_goods.eat_scraps(game, after, count - eaten, cause)
        after = game.guild.adventurer(a.id)
    if eaten < count and not after.conditions.stressed:
        game.set_adventurer(conditions.stress(after))
        game.log.emit(ev.Condition, who=a.name, change="Stressed", cause="no food")


def swap(game: Table, who: str, carried: Carried) -> None:
    a = game.guild.adventurer(who)
    game.set_adventurer(
        a.model_copy(update={"inventory": pack_space.replace(a.inventory, carried)})
    )


def pick(game: Table, a: Adventurer, slot: str) -> Carried | None:
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
            game.ruling("p. 182", f"{top.name if top else ''} names belt slot {number}")
            return inv.belt[number - 1]
        if slot == "belt":
            return None
    if slot in ("random", "pack"):
        top_major = game.decks.major.top_discard
        if top_major is not None:
            number = oracle.pack_slot(top_major)
            game.ruling("p. 182", f"{top_major} names pack slot {number}")
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


def damage(game: Table, a: Adventurer, slot: str, *, destroy: bool, cause: str) -> None:
    carried = pick(game, a, slot)
    if carried is None:
        game.ruling(
            "p. 182",
            f"nothing of {grammar.possessive(a.name)} is in that place to take harm: no harm done",
        )
        return
    harm(game, a, carried, destroy=destroy, cause=cause)


def harm(game: Table, a: Adventurer, carried: Carried, *, destroy: bool, cause: str) -> None:
    """Notch a carried thing, Destroyed at its limit (pp. 12, 96), or Destroy it outright."""
    item = game.pack.items[carried.item]
    if not destroy:
        notched, gone = durability.notch(carried, item.notches)
        if item.notches is None:
            owned = f"{grammar.possessive(a.name)} {grammar.item(item.name).lower()}"
            game.ruling("p. 96", f"{owned} cannot be Notched: it shrugs the blow off")
            return
        if not gone:
            swap(game, a.id, notched)
            game.log.emit(ev.Item, who=a.name, item=item.name, change="notched", cause=cause)
            return
    holder = game.guild.adventurer(a.id)
    wrecks = holder.wrecks + (carried.item,) * (item.notches is not None)  # mended at p. 163
    game.set_adventurer(
        holder.model_copy(
            update={"inventory": pack_space.remove(holder.inventory, carried.uid), "wrecks": wrecks}
        )
    )
    game.log.emit(
        ev.Item, who=a.name, item=item.name, change="destroyed", count=carried.count, cause=cause
    )
    if carried.lit:
        darkness.after_light(game)


def land(game: Table, test: FateTest, feet: int, *, prepared: bool = False) -> None:
    """A fall (p. 96): 1 Piercing Wound per full 10', less 10' or 20' for a success or a
    great success; a great failure also Destroys every fragile thing on belt and in pack.
    An acrobat may count it 20' shorter (p. 74): free for a ``prepared`` drop."""
    feet = acrobat.landing(game, test.who, feet, test.outcome, prepared=prepared)
    hurt = falling.damage(feet, test.outcome)
    who = game.guild.adventurer(test.who)
    game.ruling(
        "p. 96",
        f"{who.name} falls {feet}' with {test.outcome.value.replace('_', ' ')}:"
        f" {grammar.counted(hurt.wounds, 'Piercing Wound')}",
    )
    for _ in range(hurt.wounds):
        wound(game, game.guild.adventurer(who.id), piercing=True, cause="a fall")
    if hurt.fragile_destroyed:
        shatter(game, who.id)


def shatter(game: Table, who: str) -> None:
    """A fall's great failure (p. 96): every fragile thing on belt and in pack is Destroyed."""
    holder = game.guild.adventurer(who)
    for uid in falling.fragile(holder.inventory, game.pack.items):
        holder = game.guild.adventurer(who)
        found = holder.inventory.where(uid)
        if found is None:
            continue
        carried = holder.inventory.slots(found[0])[found[1][0]]
        assert carried is not None  # where() found it there
        game.set_adventurer(
            holder.model_copy(update={"inventory": pack_space.remove(holder.inventory, uid)})
        )
        game.log.emit(
            ev.Item,
            who=holder.name,
            item=game.pack.items[carried.item].name,
            change="destroyed",
            cause="a fall",
        )


Asked = asking.Asked
"""The command stops to ask how a Wound is taken (``worm.engine.asking``)."""


def taking(
    game: Table, a: Adventurer, *, piercing: bool = False, cause: str = "", take: bool = False
) -> tuple[str, str | None, tuple[int, ...]]:
    """How ``a`` takes their next (non-Critical) Wound: the option, the talent for ``talent``,
    and the armor uids with the piece to Notch first — by their player's order, else by the
    GM's careful default (p. 124). Piercing passes armor (p. 125).

    One whose order says ``ask`` is asked when the Wound could go more than one way: the blow
    stops (``Asked``) unless the replayed command brings the answer; ``take`` uses it up
    (a look ahead, such as the fighting pit's, leaves it for the Wound itself)."""
    armor = () if piercing else durability.protection(a.inventory, game.pack.items)
    armor = no_rest.worn(game, a, armor)  # caught asleep: none on (p. 140)
    pieces = {c.uid: c for c in a.inventory.things() if c.uid in armor}
    open_ways = wound_order.asks(a, armor, a.wound_order, pieces)
    if open_ways:
        if not game.answers:
            raise Asked(a.id, open_ways, cause)
        way = game.answers.pop(0) if take else game.answers[0]
        answered = wound_order.pick(a, armor, (way,), pieces)
        if answered is None:  # a replay that went another way than the asked one: a bug
            raise RuntimeError(f"{a.name} was asked about a Wound the replay cannot take {way}")
        if take:
            said = order_words(game, a, (way,))[0]
            game.ruling("p. 124", f"{a.name}'s player chooses how the Wound is taken: {said}")
        return answered
    chosen = wound_order.pick(a, armor, a.wound_order, pieces)
    if chosen is not None:
        return chosen
    option, talent = wounds.choose(a, armor)
    return option, talent, armor


def set_order(game: Table, command: cmd.WoundOrder) -> None:
    """``command.who``'s player says how their Wounds are taken from now on (p. 124); no time
    passes, in any phase."""
    a = game.guild.adventurer(command.who)
    if a.conditions.dead:
        raise IllegalCommand(f"{a.name} is dead: no more Wounds to take")
    wound_order.check(a, command.order, game.pack.items)
    game.set_adventurer(a.model_copy(update={"wound_order": command.order}))
    if command.order:
        steps = ", then ".join(order_words(game, a, command.order))
        game.ruling("p. 124", f"{a.name} will take each Wound as the first still open of: {steps}")
    else:
        game.ruling("p. 124", f"{a.name} leaves how Wounds are taken to the GM's careful default")


def answer(game: Table, command: cmd.TakeWound) -> cmd.Command:
    """The asked Wound's player says how it is taken (p. 124): refused unless it is one of
    the ways asked; the command whose blow it was is then played again (by the session)."""
    asked = game.asked
    if asked is None:
        raise IllegalCommand("no Wound waits to be taken")
    a = game.guild.adventurer(asked.who)
    if command.who not in (a.id, ""):
        raise IllegalCommand(f"the Wound waits on {a.name}'s player, not another's")
    if command.way not in asked.ways:
        said = ", ".join(order_words(game, a, asked.ways))
        if crossed_off.asks(asked.ways):
            raise IllegalCommand(f"{a.name} crosses off one of: {said} ({crossed_off.PAGE})")
        if elections.asks(asked.ways):
            page = elections.PAGES[elections.talent_of(asked.ways)]
            raise IllegalCommand(f"{a.name}'s player answers one of: {said} ({page})")
        raise IllegalCommand(f"{a.name} can take this Wound only as one of: {said} (p. 124)")
    game.asked = None
    game.answers = [*asked.answers, command.way]
    return cmd.COMMANDS.validate_json(asked.command)


def ask(game: Table, asked: Asked, command: cmd.Command, answers: tuple[str, ...]) -> None:
    """Stop at the Wound and ask its player how it is taken (p. 124)."""
    a = game.guild.adventurer(asked.who)
    game.asked = WoundAsk(asked.who, asked.ways, asked.cause, command.model_dump_json(), answers)
    ways = order_words(game, a, asked.ways, warn=True)
    listed = "; ".join(f"{i}. {w}" for i, w in enumerate(ways, start=1))
    blow = f" ({asked.cause})" if asked.cause else ""
    if crossed_off.asks(asked.ways):  # the Yellow King's doubt, asked as a Wound is
        said = f"{a.name} must cross a line off the sheet{blow}: which? {listed}"
        game.ruling(crossed_off.PAGE, said)
        return
    if elections.asks(asked.ways):  # a talent used at the moment, asked as a Wound is
        talent = elections.talent_of(asked.ways)
        name = game.pack.talents[talent].name
        said = f"{a.name} may use {name}{blow}: {elections.ELECTIVE[talent]}? {listed}"
        game.ruling(elections.PAGES[talent], said)
        return
    game.ruling("p. 124", f"a Wound lands on {a.name}{blow}: how is it taken? {listed}")


def order_words(
    game: Table, a: Adventurer, order: tuple[str, ...], *, warn: bool = False
) -> list[str]:
    """Each step of a Wound order as a player reads it: "Notch the shield", "Wound Sneak";
    ``warn``: a Notch that would Destroy the piece says so, as the ways of a Wound asked are
    listed ("Notch the armor, light (its last Notch: Destroyed)", p. 12)."""
    words = []
    for step in order:
        kind, _, what = step.partition(":")
        if step.startswith(crossed_off.WAY):  # a line to cross off (p. 269)
            words.append(f"Cross off {crossed_off.words(game.pack, a, step)}")
        elif step.startswith(elections.WAY):  # a talent's yes or no
            words.append(elections.words(step))
        elif kind == "armor":
            piece = game.pack.items[what].name.lower() if what in game.pack.items else "armor"
            last = " (its last Notch: Destroyed)" if warn and _last_notch(game, a, what) else ""
            words.append(f"Notch {'worn ' if not what else 'the '}{piece}{last}")
        elif kind == "talent":
            talent = game.pack.talents.get(what)
            words.append(f"Wound {talent.name if talent is not None else what}")
        elif step == wound_order.ASK:
            words.append("ask as each Wound lands")
        elif step == "death":
            words.append("die")  # the Wound at Death's Door, where armor is not taken (p. 126)
        else:
            words.append(f"mark {step}")
    return words


def _last_notch(game: Table, a: Adventurer, item_id: str) -> bool:
    """Whether the next Notch on ``a``'s intact piece ``item_id`` Destroys it (p. 12)."""
    item = game.pack.items.get(item_id)
    if item is None or item.notches is None:
        return False
    intact = [c for c in a.inventory.things() if c.item == item_id and c.notches < item.notches]
    return bool(intact) and item.notches - intact[0].notches <= 1
