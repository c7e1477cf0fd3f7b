"""Keys for what the guild carries (pp. 65, 94–95, 126, 169): light a source, use, drop, tend,
hand a thing to a Jarl's goblins or take it back.

Each is a short run of choice lists — who, then what — ending in the Command the text game's
words send (``light WHO ITEM``, ``use WHO ITEM``, ``drop WHO ITEM``, ``tend NAME WHO``); a thing
picked from a list is named by its uid too, so the very one picked is acted on.
The lists themselves are worked out here without Textual, so the engine's words stay the
engine's: an impossible choice is refused by the engine with its reason, never guessed at here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.screen import Screen

from worm import grammar
from worm.engine import chirurgeon, district_goods, kit, porters
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried
from worm.rules import alchemy
from worm.rules import light as light_rules
from worm.ui.common import host
from worm.ui.parley import PickScreen

Options = list[tuple[str, str]]


def light_words(game: Game, carried: Carried) -> str:
    """A light source as the lists and the inventory name it: lit or not, flickers left."""
    item = game.pack.items[carried.item]
    if item.light is None:
        return item.name
    flickers = carried.flickers if carried.flickers is not None else item.light.flickers
    state = light_rules.state(carried, item.light)
    return f"{item.name} ({state}, {flickers} flicker{'s' if flickers != 1 else ''})"


def thing_words(game: Game, carried: Carried) -> str:
    """One carried thing in a list: its name (a reagent names its creature), how many, its light."""
    if game.pack.items[carried.item].light is not None:
        return light_words(game, carried)
    count = f" ×{carried.count}" if carried.count > 1 else ""
    return alchemy.label(game.pack, carried) + count


def _once(game: Game, things: list[Carried]) -> list[Carried]:
    """One of each thing as a list words it: two fresh torches in two slots are one choice,
    a fresh torch and a spent one are two. Each choice names its own thing by uid, so the
    engine acts on the one picked, never another of the same name (play-test 19)."""
    seen: set[str] = set()
    out = []
    for carried in things:
        words = thing_words(game, carried)
        if words not in seen:
            seen.add(words)
            out.append(carried)
    return out


def lights_to_light(game: Game, a: Adventurer) -> list[Carried]:
    """The light sources ``a`` could light or relight, and the fuel that fills a lantern. A
    source burnt down to nothing is left out: there is nothing in it to light (play-test 19)."""
    sources = [c for c in kit.lights(a, game.pack) if not c.lit and not _spent(game, c)]
    fuel = [c for c in a.inventory.things() if c.item in _burnt(game, a)]
    return _once(game, sources + fuel)


def things_to_use(game: Game, a: Adventurer) -> list[Carried]:
    """What ``a`` carries that can be used below (``explore.use``): a light, lamp oil, fate
    honey, a drug. A dagger or a quill is not listed only to be refused (play-test 19)."""
    burnt = _burnt(game, a)
    return _once(game, [c for c in a.inventory.things() if _usable(game, c, burnt)])


def _burnt(game: Game, a: Adventurer) -> set[str]:
    """The fuels ``a`` has a lamp for: oil is no choice without a lantern to fill (p. 168)."""
    lamps = [game.pack.items[c.item].light for c in kit.lights(a, game.pack)]
    return {lamp.fuel for lamp in lamps if lamp is not None and lamp.fuel is not None}


def _spent(game: Game, carried: Carried) -> bool:
    return carried.flickers == 0


def _usable(game: Game, carried: Carried, burnt: set[str]) -> bool:
    item = game.pack.items[carried.item]
    return (
        item.id == district_goods.HONEY
        or "drug" in item.tags
        or item.id in burnt
        or kit.can_light(carried, game.pack)  # one already lit has no use but to be dropped
    )


def things_to_drop(game: Game, a: Adventurer) -> list[Carried]:
    """What ``a`` holds in hand, belt or pack (worn clothes stay on)."""
    worn = {c.uid for c in a.inventory.worn}
    return _once(game, [c for c in a.inventory.things() if c.uid not in worn])


def dying(game: Game) -> list[Adventurer]:
    """Guild-mates at Death's Door, whom a poultice may save (p. 126)."""
    return [
        a
        for a in game.guild.in_marching_order()
        if a.conditions.deaths_door and not a.conditions.dead
    ]


def hurt(game: Game) -> list[Adventurer]:
    """Guild-mates with a Wound a chirurgeon's poultice would Heal (p. 78)."""
    return [a for a in game.guild.in_marching_order() if chirurgeon.wounded(a)]


def tenders(game: Game) -> list[Adventurer]:
    """Those able to act who carry a poultice (p. 169)."""
    return [a for a in game.guild.in_marching_order() if a.active and kit.find(a, "poultice")]


# --- the choice lists -------------------------------------------------------------------------


def _pick(screen: Screen[Any], title: str, options: Options, then: Callable[[str], object]) -> None:
    """A list to choose from; one option is still shown, so the player sees what is done."""

    def picked(value: str | None) -> None:
        if value is not None:
            then(value)

    screen.app.push_screen(PickScreen(title, options), picked)


def _who_then(
    screen: Screen[Any],
    game: Game,
    title: str,
    things: Callable[[Game, Adventurer], list[Carried]],
    none: str,
    then: Callable[[Adventurer, list[Carried]], None],
) -> None:
    """Who (skipped when only one adventurer has anything to offer), then ``then``."""
    having = [(a, things(game, a)) for a in game.guild.in_marching_order() if a.active]
    having = [(a, found) for a, found in having if found]
    if not having:
        screen.notify(none, title="No", timeout=4)
        return
    if len(having) == 1:
        then(*having[0])
        return
    by_id = {a.id: (a, found) for a, found in having}
    options = [(a.id, f"{a.name}: {', '.join(_names(game, found))}") for a, found in having]
    _pick(screen, title, options, lambda who: then(*by_id[who]))


def _names(game: Game, found: list[Carried]) -> list[str]:
    names = [game.pack.items[c.item].name for c in found[:3]]
    return names + (["…"] if len(found) > 3 else [])


def choices(game: Game, found: list[Carried]) -> Options:
    """A list's options: each thing's uid, and its words."""
    return [(str(c.uid), thing_words(game, c)) for c in found]


def use_command(a: Adventurer, carried: Carried) -> cmd.Command:
    """``light WHO ITEM`` or ``use WHO ITEM`` for the very thing picked."""
    return cmd.UseItem(who=a.id, item=carried.item, uid=carried.uid)


def drop_command(a: Adventurer, carried: Carried) -> cmd.Command:
    """``drop WHO ITEM`` for the very thing picked."""
    return cmd.DropItem(who=a.id, item=carried.item, uid=carried.uid)


def _item_then(
    screen: Screen[Any],
    game: Game,
    a: Adventurer,
    title: str,
    found: list[Carried],
    send: Callable[[Adventurer, Carried], cmd.Command],
) -> None:
    by_uid = {str(c.uid): c for c in found}
    _pick(
        screen,
        f"{a.name}: {title}",
        choices(game, found),
        lambda uid: host(screen).send(send(a, by_uid[uid])),
    )


def light(screen: Screen[Any], game: Game) -> None:
    """Light or relight a source, or fill a lantern (pp. 94–95), as ``light WHO ITEM`` does:
    a light from belt or pack is taken in hand, the off hand's thing stowed (p. 182)."""

    def then(a: Adventurer, found: list[Carried]) -> None:
        _item_then(screen, game, a, "light which?", found, use_command)

    _who_then(
        screen, game, "Who lights a light?", lights_to_light, "Nobody has a light to light", then
    )


def use(screen: Screen[Any], game: Game) -> None:
    """Use a carried thing, as ``use WHO ITEM`` does."""

    def then(a: Adventurer, found: list[Carried]) -> None:
        _item_then(screen, game, a, "use which?", found, use_command)

    _who_then(screen, game, "Who uses something?", things_to_use, "Nobody carries a thing", then)


def drop(screen: Screen[Any], game: Game) -> None:
    """Drop a carried thing (p. 95), as ``drop WHO ITEM`` does."""

    def then(a: Adventurer, found: list[Carried]) -> None:
        _item_then(screen, game, a, "drop which?", found, drop_command)

    _who_then(screen, game, "Who drops something?", things_to_drop, "Nobody carries a thing", then)


def porter_options(game: Game) -> Options:
    """What the goblins may carry or hand back (Jarl, p. 65), as ``load``/``unload WHO ITEM``:
    each guild-mate's things to hand over, then each horde's load to take back to its jarl."""
    hordes = porters.hordes(game)
    if not hordes:
        return []
    out: Options = []
    for a in game.guild.in_marching_order():
        if a.active:
            out += [
                (f"give|{a.id}|{c.uid}|{c.item}", f"{a.name} hands over {thing_words(game, c)}")
                for c in things_to_drop(game, a)
            ]
    for horde in hordes:
        owner = game.guild.adventurer(horde.owner)
        out += [
            (
                f"back|{owner.id}|{c.uid}|{c.item}",
                f"{owner.name} takes back {thing_words(game, c)} from {horde.name}",
            )
            for c in horde.load
        ]
    return out


def porter_command(value: str) -> cmd.Porter:
    """A porter pick's value as the command it stands for."""
    way, who, uid, item = value.split("|", 3)
    return cmd.Porter(who=who, item=item, uid=int(uid), back=way == "back")


def porter(screen: Screen[Any], game: Game) -> None:
    """Hand a thing to the goblin horde or take one back (Jarl, p. 65: one slot a goblin)."""
    options = porter_options(game)
    if not options:
        screen.notify("The guild has no goblin horde (Jarl, p. 65)", title="No", timeout=4)
        return
    _pick(
        screen,
        "The goblins carry one slot's worth each (p. 65): hand over or take back what?",
        options,
        lambda value: host(screen).send(porter_command(value)),
    )


def tend(screen: Screen[Any], game: Game) -> None:
    """Bind a dying guild-mate's wounds with a poultice (pp. 126, 169), as ``tend NAME WHO``:
    who is tended, then who applies it. With a chirurgeon among the tenders, anyone with a
    Wound can be Healed (p. 78)."""
    able = tenders(game)
    patients = dying(game)
    if any(chirurgeon.heals(a) for a in able):
        patients += [a for a in hurt(game) if a not in patients]
    if not patients:
        screen.notify("Nobody is at Death's Door (p. 126)", title="No", timeout=4)
        return
    if not able:
        screen.notify("Nobody able to act carries a poultice (p. 169)", title="No", timeout=4)
        return

    def patient_picked(patient: str) -> None:
        options = [
            (a.id, f"{a.name} ({grammar.counted(kit.count(a, 'poultice'), 'poultice')})")
            for a in able
        ]
        _pick(
            screen,
            "Who applies the poultice?",
            options,
            lambda who: host(screen).send(cmd.Tend(who=who, patient=patient)),
        )

    options = [
        (a.id, f"{a.name}, " + ("at Death's Door" if a.conditions.deaths_door else "Wounded"))
        for a in patients
    ]
    _pick(screen, "Tend whom with a poultice? (p. 126)", options, patient_picked)
