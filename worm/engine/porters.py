"""A Jarl's goblin horde as porters (p. 65): each goblin carries one slot's worth of the guild's
things. A guild-mate hands a carried thing to the horde, or takes one back, anywhere but amid a
fight or a parley (``cmd.Porter``); a thing found that its finder has no room for goes to the
finder's own horde, if it has room (``overflow``). Each goblin killed drops what no longer
fits, the last handed over first, and a horde wiped out drops the lot (``shed``); what is
dropped is lost, as a dropped thing is (p. 95). The goblins' own gear is crap and no use to
anyone (p. 65), so only what the guild gave them is ever taken back."""

from __future__ import annotations

from worm import grammar
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.companion import Companion
from worm.model.inventory import Carried
from worm.rules import jarl as rules
from worm.rules import pack_space

PAGE = "p. 65"


def hordes(game: Table) -> list[Companion]:
    """The guild's living goblin hordes, in the order gathered."""
    return [c for c in game.guild.companions if c.kind == rules.HORDE and not c.dead]


def width(game: Table, carried: Carried) -> int:
    """The slots a thing fills in a horde's load: what it fills when carried (p. 37)."""
    item = game.pack.items[carried.item]
    return item.slots or item.carried_slots or 1


def burden(game: Table, horde: Companion) -> int:
    """The slots of ``horde``'s load in use."""
    return sum(width(game, c) for c in horde.load)


def _horde(game: Table, which: str | None) -> Companion:
    found = hordes(game)
    if which is not None:
        chosen = game.guild.companion(which)
        found = [c for c in found if c.id == chosen.id]
        if not found:
            raise IllegalCommand(f"{chosen.name} is no living goblin horde (p. 65)")
    if not found:
        raise IllegalCommand("the guild has no goblin horde to carry for it (Jarl, p. 65)")
    if len(found) > 1:
        names = " or ".join(c.name for c in found)
        raise IllegalCommand(f"which horde? {names}")
    return found[0]


def _where(game: Table) -> None:
    if game.phase in ("parley", "challenge", "over"):
        raise IllegalCommand(
            "the goblins take or hand back a load only when nothing stands before the guild"
        )


def porter(game: Table, command: cmd.Porter) -> None:
    """Hand ``command.item`` to the horde (p. 65: one slot's worth a goblin), or take it back."""
    _where(game)
    horde = _horde(game, command.horde)
    if command.back:
        _unload(game, command, horde)
        return
    a = game.guild.adventurer(command.who)
    if not a.active:
        raise IllegalCommand(f"{a.name} cannot hand anything over now")
    carried = kit.named(a, game.pack, command.item, uid=command.uid)
    item = game.pack.items[carried.item]
    if item.oversized:
        raise IllegalCommand(f"the {item.name.lower()} is too big for a goblin to carry (p. 65)")
    if carried in a.inventory.worn:
        raise IllegalCommand(f"{a.name} wears the {item.name.lower()}; the goblins carry gear")
    if carried.lit:
        raise IllegalCommand(f"put out the {item.name.lower()} before the goblins carry it")
    room = horde.goblins - burden(game, horde)
    if width(game, carried) > room:
        raise IllegalCommand(
            f"{horde.name} carry {horde.goblins} slots' worth and have {room} free; the "
            f"{item.name.lower()} needs {width(game, carried)} (p. 65)"
        )
    game.set_adventurer(
        a.model_copy(update={"inventory": pack_space.remove(a.inventory, carried.uid)})
    )
    fresh = carried.model_copy(update={"uid": max((c.uid for c in horde.load), default=0) + 1})
    game.guild = game.guild.with_companion(horde.model_copy(update={"load": (*horde.load, fresh)}))
    game.ruling(PAGE, f"{a.name} hands the {item.name.lower()} to {horde.name} to carry")


def _unload(game: Table, command: cmd.Porter, horde: Companion) -> None:
    a = game.guild.adventurer(command.who)
    wanted = command.item.strip().lower().replace(" ", "_")
    found = [
        c
        for c in horde.load
        if (command.uid is None or c.uid == command.uid)
        and (
            wanted in (c.item, game.pack.items[c.item].name.lower().replace(" ", "_"))
            or c.item.startswith(wanted)
        )
    ]
    if not found:
        raise IllegalCommand(f"{horde.name} carry no {command.item!r} for the guild (p. 65)")
    carried = found[0]
    item = game.pack.items[carried.item]
    fresh = carried.model_copy(update={"uid": a.inventory.next_uid()})
    stowed = pack_space.stow_anywhere(a.inventory, fresh, item)
    if stowed is None:
        raise IllegalCommand(f"{a.name} has no room for the {item.name.lower()} (p. 37)")
    game.set_adventurer(a.model_copy(update={"inventory": stowed}))
    left = tuple(c for c in horde.load if c is not carried)
    game.guild = game.guild.with_companion(horde.model_copy(update={"load": left}))
    game.ruling(PAGE, f"{a.name} takes the {item.name.lower()} back from {horde.name}")


def shed(game: Table, horde: Companion) -> Companion:
    """``horde`` after its goblins drop what they can no longer carry (p. 65: a slot a goblin),
    the last handed over first; all of it once the horde is dead. What falls is lost."""
    if not horde.load:
        return horde
    goblins = 0 if horde.dead else horde.goblins
    keep = rules.kept(goblins, [width(game, c) for c in horde.load])
    if keep == len(horde.load):
        return horde
    dropped = horde.load[keep:]
    for carried in dropped:
        name = game.pack.items[carried.item].name
        game.log.emit(
            ev.Item, who=horde.name, item=name, change="lost", count=carried.count, cause=PAGE
        )
    names = ", ".join(game.pack.items[c.item].name.lower() for c in dropped)
    game.ruling(PAGE, f"with a goblin fallen, {horde.name} drop the {names}: it is lost")
    return horde.model_copy(update={"load": horde.load[:keep]})


def overflow(game: Table, who: str, item_id: str, count: int) -> int:
    """``count`` of ``item_id`` that ``who`` found but had no room for: their own horde takes
    what it has room for (p. 65), the policy being that the goblins pick up what their jarl
    cannot carry. Returns how many it took."""
    horde = next((c for c in hordes(game) if c.owner == who), None)
    if horde is None or count <= 0:
        return 0
    item = game.pack.items[item_id]
    if item.oversized:
        return 0
    taken, load = 0, list(horde.load)
    flickers = item.light.flickers if item.light else None
    uid = max((c.uid for c in load), default=0)
    while taken < count:
        stack = next((c for c in load if c.item == item_id and c.count < item.stack), None)
        if stack is not None:
            load[load.index(stack)] = stack.model_copy(update={"count": stack.count + 1})
        else:
            uid += 1
            fresh = Carried(uid=uid, item=item_id, flickers=flickers)
            if sum(width(game, c) for c in (*load, fresh)) > horde.goblins:
                break
            load.append(fresh)
        taken += 1
    if taken:
        game.guild = game.guild.with_companion(horde.model_copy(update={"load": tuple(load)}))
        count_words = grammar.counted(taken, item.name.lower())
        game.ruling(PAGE, f"{horde.name} pick up {count_words} their jarl has no room for")
    return taken
