"""Exploring a room (pp. 87–89, 183): looking, searching, listening, doors, and doing the
things features, traps and events offer — each answered through the GM's gate (p. 5).

Searching (p. 88): a search that says *how* (tapping the walls, feeling for a draft, following
the groove in the floor) finds what that method would find, at no cost in time; searching
everything is moving carefully for a while, so it costs an extra draw that only counts on I–V,
and finds every secret door, hidden way and trap in the room.
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.content.interaction import Interaction
from worm.engine import (
    acrobat,
    camouflage,
    colossal,
    crawl,
    darkness,
    district_goods,
    dues,
    fine_work,
    fortune,
    group_tests,
    hideous_strength,
    kit,
    levitation,
    outcomes,
    petrification,
    phylactery,
    purse,
    rivals,
    secrets,
    training,
    traps,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import describe, feats, gate, illumination, travel_events
from worm.gm import tools as tools_policy
from worm.model.crawl import Followup
from worm.model.level import Band
from worm.model.loop import Unasked
from worm.rules import light, pack_space
from worm.tarot import Suit

"""Policy (p. 88): words that describe a search for a hidden door or way."""


def look(game: Table, command: cmd.Look) -> None:
    """Glance at the room again, or scrutinize one thing in it (p. 183): always free."""
    game.require_crawl(allow_choice=True)
    view = game.view()
    if command.at is None:
        game.log.emit(ev.Narration, text=describe.glance(view, game.room, first=True))
        band = game.state.band(game.room)
        if band is not None and band.remembers and view.light != "dark":
            # a band the guild ran from without leaving the room is still in it (play-test 19)
            monster = game.pack.monsters[band.creature].name
            game.log.emit(
                ev.Narration,
                text=f"{monster} the guild fought here ({band.count} still standing) keep to "
                "the far side, watching; come back into the room and they will be met again.",
            )
        for left in _backed_away_from(game):
            monster = game.pack.monsters[left.creature].name
            plural = left.count > 1 or grammar.is_plural(monster)
            many = f" ({left.count} of them)" if left.count > 1 else ""
            stand, they, were = ("stand", "they", "were") if plural else ("stands", "it", "was")
            text = (
                f"{monster}{many}, whom the guild backed away from, {stand} where {they} {were}, "
                f"watching; come back into the room and {they} will be met again."
            )
            game.log.emit(ev.Narration, text=text[:1].upper() + text[1:])
        for name, _ in choices_here(game):
            game.log.emit(ev.Narration, text=f"You could deal with: {name}.")
        return
    if view.light == "dark":
        raise IllegalCommand("it is too dark to look at anything: you are Blind (p. 94)")
    listed = [
        f"  {i}. {c.verb}"
        for name, found in choices_here(game)
        if describe.matches(command.at, name)
        for i, c in enumerate(found, start=1)
    ]
    game.log.emit(ev.Narration, text=describe.scrutinize(view, game.room, command.at, listed))


def _backed_away_from(game: Table) -> list[Band]:
    """The bands in the guild's room that it backed away from without leaving it (p. 100):
    the room's own, or one met on the way that waits here (``restocking.stood_off``,
    ``restocking.part``)."""
    if game.view().light == "dark" or game.meeting is not None:
        return []
    room = game.room
    return [
        b
        for b in game.state.bands
        if b.fate == "left"
        and b.count > 0
        and ((b.room == room and room not in game.state.settled) or (b.room < 0 and b.at == room))
    ]


def listen(game: Table, command: cmd.Listen) -> None:
    """Listen at the ways out (p. 183): no card, no time."""
    game.require_crawl(allow_choice=True)
    game.log.emit(ev.Narration, text=describe.listen(game.view(), game.room))


def search(game: Table, command: cmd.Search) -> None:
    """Search the room (p. 88): by a named method, or everything (a gutter-only draw)."""
    game.require_crawl()
    how = command.how.lower()
    thorough = not how.strip()
    room = game.room
    if thorough:
        game.ruling("p. 88", "searching everything takes as long as it takes: moving carefully")
    found = False
    if thorough or any(word in how for word in secrets.SECRET_METHODS):
        found |= secrets.find_secrets(game, room, how or "searching every inch")
    for trap in traps.live(game, room):
        if thorough or any(w in how for w in trap.spot.how.lower().split() if len(w) > 3):
            traps.spot(game, room, trap, how=f"searching ({trap.spot.how})")
            found = True
    if game.level.stock[room].key_to and room not in game.state.looted:
        game.log.emit(
            ev.Narration, text="A key hangs by the door: take it with the rest.", offers=("take",)
        )
    if not found:
        game.log.emit(ev.Narration, text="The search turns up nothing hidden here.")
    if thorough:
        crawl.extra(game, "time")


# --- doors (p. 88) ------------------------------------------------------------------------------


def open_door(game: Table, command: cmd.OpenDoor) -> None:
    """Open the door to a neighbouring room: a locked one needs its key (p. 88)."""
    game.require_crawl()
    edge = game.plan.between(game.room, command.to, game.state)
    if not game.plan.level.map.edges[edge].locked or edge in game.state.unlocked:
        game.log.emit(
            ev.Narration, text=f"The way to {command.to} is open: go on through.", offers=("go",)
        )
        return
    if _door_name(game, edge) not in game.keys:
        raise IllegalCommand(
            f"the door to {command.to} is locked and the guild has no key to it: "
            "pick the lock or force it (p. 88)"
        )
    unlock(game, edge, "the key turns in the lock")


def _door_name(game: Table, edge: int) -> str:
    e = game.plan.level.map.edges[edge]
    return f"{game.plan.key(e.a)}-{game.plan.key(e.b)}"


def unlock(game: Table, edge: int, how: str) -> None:
    state = game.state
    game.states[game.depth] = replace(state, unlocked=state.unlocked | {edge})
    game.ruling("p. 88", f"{how}: the door {_door_name(game, edge)} is open")


def force(game: Table, command: cmd.ForceDoor) -> None:
    """Force a locked door (p. 88): test Swords, favor with a crowbar or ram, or smash it with a
    hammer or hatchet (p. 167, ``worm.gm.tools.smasher``); loud (p. 91). An ogre ally smashes
    it with no test (That Hideous Strength, p. 275)."""
    game.require_crawl()
    edge = _locked(game, command.to)
    feat = hideous_strength.smash(game, command.to)  # an ogre ally's strength (p. 275)
    if feat is not None:
        unlock(game, edge, feat)
        crawl.extra(game, "loud_noise")  # a door smashed down is as loud as one forced (p. 91)
        return
    who = _chosen(game, command.who, "swords")
    carried = kit.carried_by(game.guild)
    tools = [i for i in ("crowbar", "battering_ram") if i in carried]
    favor = (f"{tools[0].replace('_', ' ')} (p. 88)",) if tools else ()
    smasher = tools_policy.smasher(carried)
    if not favor and smasher is not None:
        name = game.pack.items[smasher].name.lower()
        favor = (f"{name} (p. 167)",)
        game.ruling("p. 167", f"the {name} smashes at the door: favor on the Swords test")
    fortune.test_each(
        game,
        Followup(
            testers=(who,),
            attribute="swords",
            task=f"force the door to {command.to}",
            on_success=(),
            on_failure=(),
            favor=favor,
            dangerous=False,
            door=edge,
            noisy=True,
            obstacle=f"door {_door_name(game, edge)}",
            method="force",
        ),
    )


def smash_down(game: Table, command: cmd.Colossal) -> None:
    """Colossal (p. 61): a troll spends 1 Resolve and the locked door gives way, no test
    drawn; as loud as a door forced (p. 91)."""
    game.require_crawl()
    edge = _locked(game, command.to)
    a = colossal.feat_by(game, command.who)
    colossal.pay(game, a, f"smashes the door to {command.to} down")
    unlock(game, edge, f"{a.name} smashes the door to {command.to} off its hinges")
    crawl.extra(game, "loud_noise")


def pick(game: Table, command: cmd.PickLock) -> None:
    """Pick a lock (p. 88): lockpicks and a Pentacles test; fine work wants light, one's own or a
    guild-mate's held to it (p. 94)."""
    game.require_crawl()
    edge = _locked(game, command.to)
    holders = [a for a in game.guild.in_marching_order() if a.active and kit.find(a, "lockpicks")]
    if not holders:
        raise IllegalCommand("nobody carries lockpicks (p. 88)")
    who = command.who or max(holders, key=lambda a: a.attributes.pentacles).id
    picker = game.guild.adventurer(who)
    if not kit.find(picker, "lockpicks"):
        raise IllegalCommand(f"{picker.name} has no lockpicks (p. 88)")
    seen = game.light_of(picker.id)
    if seen != "bright" and fine_work.lit_by(game, picker):
        seen = "bright"
    if seen == "dark":
        raise IllegalCommand(f"{picker.name} cannot pick a lock in the dark (p. 94)")
    disfavor = (fine_work.DIM,) if seen == "dim" else ()
    fortune.test_each(
        game,
        Followup(
            testers=(picker.id,),
            attribute="pentacles",
            task=f"pick the lock to {command.to}",
            on_success=(),
            on_failure=(),
            favor=(),
            disfavor=disfavor,
            dangerous=False,
            door=edge,
            obstacle=f"door {_door_name(game, edge)}",
            method="pick",
        ),
    )


def snapped(game: Table, who: str) -> None:
    """A lock not picked costs one lockpick, snapped in it (p. 167): the picker's own, or
    the first guild-mate's they borrowed when they carry none."""
    a = game.guild.adventurer(who)
    if not kit.find(a, "lockpicks"):
        a = next((m for m in game.guild.in_marching_order() if kit.find(m, "lockpicks")), a)
    after, gone = kit.lose(a, "lockpicks", 1)
    if not gone:
        return
    game.set_adventurer(after)
    game.log.emit(
        ev.Item, who=a.name, item="Lockpicks", change="destroyed", count=1, cause="snapped"
    )
    game.ruling(
        "p. 167", f"the lock holds and one of {grammar.possessive(a.name)} lockpicks snaps in it"
    )


def _locked(game: Table, to: str) -> int:
    edge = game.plan.between(game.room, to, game.state)
    if not game.plan.level.map.edges[edge].locked or edge in game.state.unlocked:
        raise IllegalCommand(f"the way to {to} is not locked")
    return edge


def _chosen(game: Table, who: str | None, attribute: Suit) -> str:
    """The adventurer who acts: the one named, else the best at ``attribute`` (policy) among
    those free to move; one Rooted to the spot (p. 13) acts only when no one else can, so the
    one stuck in the sand is not the one sent to haul himself out (seed-1 play-through)."""
    if who is not None:
        a = game.guild.adventurer(who)
        if not a.active:
            raise IllegalCommand(f"{a.name} cannot act (p. 31)")
        return a.id
    ready = [a for a in game.guild.in_marching_order() if a.active]
    if not ready:
        raise IllegalCommand("nobody in the guild can act")
    ready = [a for a in ready if not a.has_effect("root")] or ready
    return max(ready, key=lambda a: a.attributes[attribute]).id


# --- features, traps and events (pp. 5, 365–373) ----------------------------------------------


def choices_here(game: Table) -> list[tuple[str, tuple[Interaction, ...]]]:
    """What the room offers: its features, its live traps' bypasses and probes, the event."""
    stock, found = game.level.stock[game.room], []
    for feature_id in stock.features:
        feature = game.pack.features[feature_id]
        found.append((feature.name, (*feature.interactions, *levitation.offered(game, feature_id))))
    for trap in traps.live(game, game.room):
        if (game.room, trap.id) in game.state.spotted:
            found.append((trap.name, (*trap.bypasses, *trap.interactions)))
    if game.scene_entry is not None:
        found.append(game.scene_entry)
    found.extend(camouflage.choices(game))  # a mimic asleep as a thing (p. 273)
    found.extend(phylactery.choices(game))  # a lich's shelf of letters (p. 270)
    return found


def act(game: Table, command: cmd.Act) -> None:
    """Do what a feature, trap or event offers, through the GM's four answers (p. 5)."""
    game.require_crawl()
    matches = [
        (name, found)
        for name, found in choices_here(game)
        if describe.matches(command.target, name)
    ]
    if not matches:
        raise IllegalCommand(f"there is no {command.target!r} here to deal with; 'look' to see")
    name, found = matches[0]
    if not 1 <= command.option <= len(found):
        raise IllegalCommand(f"{name} offers choices 1 to {len(found)}")
    if camouflage.is_here(game, name):
        camouflage.act(game, command.option, _chosen(game, command.who, "cups"))
        return
    if name == phylactery.SHELF and phylactery.skull_here(game) is not None:
        phylactery.act(game, command.option, _chosen(game, command.who, "wands"))
        return
    interaction = found[command.option - 1]
    trap_room = next(
        (
            (game.room, t.id)
            for t in traps.live(game, game.room)
            if t.name == name and interaction in t.bypasses
        ),
        None,
    )
    option, who = command.option, command.who
    feature = next((f for f in game.level.stock[game.room].features if _named(game, f, name)), None)
    shared = levitation.stands_for(game, feature, interaction.verb) if feature else None
    if shared is not None:  # a lift (p. 82) shares the uses of what it stands in for
        option, who = shared, who or levitation.lifter(game)
    perform(
        game,
        interaction,
        who,
        key=f"{game.room}:{name}:{option}",
        passes=trap_room,
        feat=command.colossal,
    )
    _answered(game, name)


def _named(game: Table, feature: str, name: str) -> bool:
    return game.pack.features[feature].name == name


def perform(
    game: Table,
    interaction: Interaction,
    who: str | None,
    *,
    key: str,
    passes: tuple[int, str] | None = None,
    feat: bool = False,
) -> None:
    """Rule on and carry out one interaction (p. 5); ``passes`` marks a trap bypassed;
    ``feat``: a troll does it by Colossal, 1 Resolve and no test (p. 61)."""
    if feat:
        if not feats.of_strength(interaction):
            raise IllegalCommand(
                f"{interaction.verb!r} is no feat of strength for Colossal: it takes a test (p. 61)"
            )
        actor = colossal.feat_by(game, who).id
    else:
        actor = _chosen(
            game, who or acrobat.lander(game, interaction), interaction.approach or "pentacles"
        )
    carried = kit.carried_by(game.guild)
    acting = game.guild.adventurer(actor)
    ruling = gate.answer(
        interaction,
        carried=carried,
        flags=game.state.flags,
        used=game.state.uses(key),
        talents={t.id for t in acting.talents},
        helpers=sum(1 for a in game.guild.adventurers if a.active),
        names=kit.tool_names(game.pack),
    )
    if ruling.answer == "no":
        raise IllegalCommand(f"you can't: {ruling.why} (p. 5)")
    dues.check(game, interaction.costs, interaction.verb)  # a toll unpaid is no toll (p. 5)
    if interaction.talent is not None:
        training.ready(acting, interaction.talent)
    game.ruling("p. 5", f"{interaction.verb}: {ruling.why}")
    if interaction.talent is not None:
        training.use(game, actor, interaction.talent)
    game.states[game.depth] = game.state.use(key)
    costs = dues.pay(game, interaction.costs, actor, interaction.verb)
    outcomes.play(game, costs, actor, cause=interaction.verb)
    if passes is not None:
        state = game.state
        game.states[game.depth] = replace(state, passed=state.passed | {passes})
    if interaction.time == "long":
        crawl.watch_passes(game, "long_task")
    if feat:
        colossal.pay(game, game.guild.adventurer(actor), f"will {interaction.verb}")
    if ruling.answer == "yes" or feat or acrobat.climbs(game, actor, interaction):
        outcomes.play(
            game, interaction.on_success, actor, noisy=interaction.noise, cause=interaction.verb
        )
        if interaction.noise:
            crawl.extra(game, "loud_noise")
        return
    attribute = interaction.approach or "pentacles"
    group: tuple[str, ...] = ()
    if interaction.who == "group":  # the guild acts together: a group test (p. 11)
        group = testers = group_tests.testers(game, attribute)
    elif interaction.who == "each":
        testers = tuple(a.id for a in game.guild.in_marching_order() if a.active)
    else:
        testers = (actor,)
    favor = tuple(
        f"{game.pack.items[i].name} (p. 10)" for i in interaction.favor_with if i in carried
    )[:1]
    disfavor: tuple[str, ...] = ()
    if interaction.who == "actor" and illumination.fine(attribute, picks(interaction)):
        disfavor = fine_work.disfavor(game, acting)
    fortune.test_each(
        game,
        Followup(
            testers=testers,
            attribute=attribute,
            task=interaction.verb,
            on_success=interaction.on_success,
            on_failure=interaction.on_failure,
            favor=favor,
            disfavor=disfavor,
            dangerous=True,
            noisy=interaction.noise,
            method="pick" if picks(interaction) else None,
            group=group,
        ),
    )


def picks(interaction: Interaction) -> bool:
    """Whether ``interaction`` works a lock with lockpicks, so that failing it snaps one
    (p. 167)."""
    return any("lockpicks" in need.split("|") for need in interaction.requires)


def choose(game: Table, command: cmd.Choose) -> None:
    """Answer the choice the GM is waiting on (a travel event's, a trap's responses)."""
    choice = game.choice
    if choice is None:
        raise IllegalCommand("no choice is waiting")
    if game.phase in ("challenge", "parley"):
        raise IllegalCommand(f"{choice.title} must wait: deal with the creatures first")
    if not 1 <= command.option <= len(choice.options):
        last = len(choice.options)
        raise IllegalCommand(
            f"{choice.title} has no option {command.option}: "
            + ("its only option is 1" if last == 1 else f"its options are 1 to {last}")
        )
    interaction = choice.options[command.option - 1]
    if command.colossal and not feats.of_strength(interaction):
        raise IllegalCommand(
            f"{interaction.verb!r} is no feat of strength for Colossal: it takes a test (p. 61)"
        )
    game.choice = None
    if choice.source and interaction is traps.FACE_IT:
        _, room, trap_id = choice.source
        traps.spring(game, room, game.pack.traps[trap_id])
        return
    try:
        perform(
            game,
            interaction,
            command.who,
            key=f"choice:{choice.title}:{command.option}",
            feat=command.colossal,
        )
    except IllegalCommand:
        game.choice = choice
        raise
    _answered(game, choice.title)


def _answered(game: Table, name: str) -> None:
    """A travel event answered is over: it leaves what the room offers, so the haze burnt off
    is not burnt again nor run through after (seed 1's foul air). Let be, it is settled too:
    the thieving rat let go is not offered again by ``look`` (seed-1 play-through)."""
    if game.scene_entry is not None and game.scene_entry[0] == name:
        game.scene_entry = None


def unasked(game: Table, step: Unasked) -> None:
    """A hazard with one way to meet it (policy ``worm.gm.travel_events``, p. 178): no one is
    asked; it is met at once, and the log says so. Should it be refused (what it needs is not
    to hand), it is asked after all."""
    game.ruling("p. 178", travel_events.no_choice(step.title, step.option.verb))
    try:
        perform(game, step.option, None, key=f"choice:{step.title}:1")
    except IllegalCommand:
        game.offer(step.title, (step.option,), scene=step.scene, since=game.drawn_for_meatgrinder())


# --- treasure and things carried ---------------------------------------------------------------


def takeable(game: Table, room: int) -> bool:
    """Whether ``room`` holds anything to take: its treasure or key not yet taken, or a dead
    rival's kit (p. 160)."""
    stock = game.level.stock[room]
    untaken = room not in game.state.looted and bool(stock.treasure or stock.key_to)
    return untaken or room in game.state.remains


def take_treasure(game: Table) -> None:
    """Take what the room holds; a trap guarding it goes off first (policy, ``traps``)."""
    game.require_crawl()
    room, stock = game.room, game.level.stock[game.room]
    if not takeable(game, room):
        raise IllegalCommand("there is nothing here to take")
    if room in game.state.remains:  # a dead rival's purse and kit (p. 160)
        rivals.search(game, room)
        if room in game.state.looted or not (stock.treasure or stock.key_to):
            return
    guard = traps.guarding(game, room)
    if guard is not None:
        traps.fire(game, room, guard)
        if game.choice is not None or game.pending is not None or game.phase != "crawl":
            return
    taker = next(a for a in game.guild.in_marching_order() if a.active)
    carry_off(game, taker.id, room)


def carry_off(game: Table, who: str, room: int) -> None:
    """``who`` takes ``room``'s treasure and keys: coins to their purse, the rest to the
    guild's loot; the room is looted."""
    stock, taker = game.level.stock[room], game.guild.adventurer(who)
    for treasure_id in stock.treasure:
        treasure = game.pack.treasure[treasure_id]
        if treasure.coins:
            purse.gain(game, taker.id, treasure.value, treasure.name)
        else:
            game.loot = (*game.loot, treasure_id)
            game.log.emit(
                ev.Item,
                who=taker.name,
                item=treasure.name,
                change="gained",
                cause=f"worth {treasure.value} gold in the City",
            )
    for door in stock.key_to:
        game.keys = game.keys | {door}
        game.log.emit(ev.Item, who=taker.name, item=f"key to {door}", change="gained")
    state = game.state
    game.states[game.depth] = replace(state, looted=state.looted | {room})


def use(game: Table, command: cmd.UseItem) -> None:
    """Use a thing: light a source, fill a lantern with oil, or snuff a light (pp. 94–95, 168).

    Policy (p. 94): a parley waits while a light is lit or a lantern filled — the talk is no
    race — but nothing else is used until it is over."""
    if game.phase not in ("crawl", "city", "parley"):
        raise IllegalCommand("not now")
    a = game.guild.adventurer(command.who)
    carried = kit.named(
        a, game.pack, command.item, uid=command.uid, prefer=lambda c: kit.can_light(c, game.pack)
    )
    item = game.pack.items[carried.item]
    if game.phase == "parley" and item.light is None and item.fuel_flickers is None:
        raise IllegalCommand(
            f"not while talking: only a light can be lit or filled during a parley, "
            f"not {grammar.a_thing(item.name)} used"
        )
    if item.id == petrification.OIL:  # the cure for a cockatrice's stone (p. 233)
        petrification.pour(game, a, carried)
        return
    if item.id == district_goods.HONEY:  # fate honey (p. 317)
        district_goods.eat_honey(game, a)
        return
    if "drug" in item.tags:  # a dose from the Lotus Eater's District (p. 321)
        district_goods.take_drug(game, a, item.id)
        return
    if item.fuel_flickers is not None:
        lanterns = [c for c in kit.lights(a, game.pack) if _burns(game, c.item, item.id)]
        if not lanterns:
            raise IllegalCommand(f"{a.name} has nothing that burns {grammar.a_thing(item.name)}")
        source = game.pack.items[lanterns[0].item].light
        assert source is not None
        filled = light.refuel(lanterns[0], item.fuel_flickers, source)
        inventory, _ = kit.take_one(a.inventory, carried)  # the very flask picked
        a = a.model_copy(update={"inventory": inventory})
        game.set_adventurer(
            a.model_copy(update={"inventory": pack_space.replace(a.inventory, filled)})
        )
        game.log.emit(
            ev.Light,
            who=a.name,
            item=game.pack.items[filled.item].name,
            change="refuelled",
            flickers=filled.flickers or 0,
        )
        return
    if item.light is None:
        raise IllegalCommand(f"{item.name} is not something to use here yet")
    if carried.lit:
        game.log.emit(
            ev.Narration,
            text=f"{grammar.possessive(a.name)} {_one(item.name)} is already lit.",
        )
        return
    crawl.light_source(game, a.id, carried)


def drop(game: Table, command: cmd.DropItem) -> None:
    """Drop a thing (p. 95): a torch stays lit half the time, a candle goes out, a lantern
    shatters. The coin is the ``gm`` stream's."""
    game.require_crawl(allow_choice=True)
    a = game.guild.adventurer(command.who)
    carried = kit.named(a, game.pack, command.item, uid=command.uid)
    item = game.pack.items[carried.item]
    inventory = pack_space.remove(a.inventory, carried.uid)
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    if item.light is None or not carried.lit:
        game.log.emit(ev.Item, who=a.name, item=item.name, change="lost", cause="dropped")
        return
    coin = bool(game.streams.get("gm").integers(2))
    after, what = light.drop(carried, item.light, coin)
    game.ruling("p. 95", f"{a.name} drops the lit {item.name.lower()}: it {what}")
    game.log.emit(
        ev.Light,
        who=a.name,
        item=item.name,
        change="destroyed" if after is None else "dropped",
        flickers=0 if after is None else after.flickers or 0,
    )
    darkness.after_light(game)


def _one(name: str) -> str:
    """One light of a catalogue name, as a sentence says it: "Candles" → "candle"."""
    return grammar.singular(grammar.item(name)).lower()


def _burns(game: Table, lamp: str, fuel: str) -> bool:
    """Whether the light ``lamp`` is refilled with ``fuel`` (p. 95: oil for lanterns)."""
    source = game.pack.items[lamp].light
    return source is not None and source.fuel == fuel
