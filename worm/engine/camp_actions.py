"""The eleven Camp Actions (pp. 137–139), each played the moment it is chosen: what it needs
(``worm.rules.camp.why_not``), what it does, and what its test decides (Hunt, Scout Ahead)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from worm import grammar
from worm.engine import (
    brewing,
    campsite,
    companions,
    dying,
    fishing,
    fortune,
    high_chant,
    kit,
    lore,
    lore_bids,
    meet,
    pacts,
    recovery,
    restocking,
    xp,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import monster_hunter
from worm.engine.bonding import charge
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import bonds as bond_policy
from worm.gm import parley
from worm.model.adventurer import Adventurer, Talent
from worm.model.crawl import Followup
from worm.rules import afflictions, alchemy, armor, conditions, durability, pack_space, resolve
from worm.rules import camp as rules
from worm.rules import fate as fate_rules
from worm.rules import lore_bids as lore_rules
from worm.rules import talents as talent_rules


def act(game: Table, command: cmd.CampAct) -> None:
    """One adventurer's Camp Action (pp. 137–139), played at once."""
    camp = campsite.current(game)
    if camp.step != 1:
        raise IllegalCommand("the time for Camp Actions is past: the Camp is at its night")
    a = campsite.able(game, command.who)
    done = camp.actions_of(a.id)
    allowed = 2 if a.id in camp.extra else 1
    if len(done) >= allowed:
        raise IllegalCommand(f"{a.name} has taken their Camp Action already (p. 137)")
    why = campsite.why_not(game, a, command.action)
    if why is not None:
        raise IllegalCommand(f"{a.name} cannot {command.action.replace('_', ' ')}: {why}")
    ACTIONS[command.action](game, a, command)


def _fellowship(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Fellowship (p. 137): a talk by the fire; both charge their Bonds with each other."""
    friend = _partner(game, a, command.partner) or bond_policy.friend_for(game.guild, a)
    if friend is None:
        raise IllegalCommand("Fellowship needs a guild-mate awake to talk with (p. 137)")
    prompt = bond_policy.prompt(game.pack, game.streams.get("campfire"))
    game.log.emit(ev.Narration, text=f"By the fire {a.name} asks {friend.name}: {prompt}")
    campsite.record(game, a.id, "fellowship", f"talks long with {friend.name}")
    charge(game, a.id, friend.id)
    charge(game, friend.id, a.id)


def _partner(game: Table, a: Adventurer, name: str | None) -> Adventurer | None:
    if name is None:
        return None
    other = game.guild.adventurer(name)
    if other.id == a.id:
        raise IllegalCommand(f"{a.name} needs a guild-mate for that, not themself")
    return campsite.able(game, other.id)


def _fletch(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Fletch Arrows (p. 137): every quiver back to twelve."""
    inventory, made = a.inventory, 0
    for carried in a.inventory.things():
        if "ammo" in game.pack.items[carried.item].tags and carried.count < rules.QUIVER:
            made += rules.QUIVER - carried.count
            inventory = pack_space.replace(
                inventory, carried.model_copy(update={"count": rules.QUIVER})
            )
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    campsite.record(
        game, a.id, "fletch_arrows", f"fletches {made}: the quiver holds {rules.QUIVER}"
    )


def _test(game: Table, a: Adventurer, action_id: str, attribute: Any, kind: str) -> None:
    campsite.record(game, a.id, action_id, f"tests {attribute.title()}")
    task = rules.BY_ID[action_id].name.lower()
    fortune.test_each(game, Followup(testers=(a.id,), attribute=attribute, task=task, camp=kind))


def _hunt(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Hunt (p. 137): test Swords for game; one who keeps Devour the living seeks live food
    with Cups instead (p. 83)."""
    if a.pact("devour_the_living") is not None and (
        command.what == "live_food" or not rules.missile(a, game.pack)
    ):
        _test(game, a, "hunt", "cups", "live_food")
        return
    hawk = rules.hunting_animal(a, game.guild)
    if not rules.missile(a, game.pack) and fishing.may_fish(game, a):
        game.ruling("p. 166", f"{a.name} has no bow but fishing gear, and fishes the deep water")
    elif not rules.missile(a, game.pack) and hawk is not None:
        game.ruling("p. 34", f"{a.name} has no bow, and {hawk.name} hunts for them (Hunt)")
    _test(game, a, "hunt", "swords", "hunt")


def _patrol(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Patrol (p. 137): tonight the GM draws twice and keeps the quieter card."""
    game.camp = replace(campsite.current(game), patrol=True)
    campsite.record(game, a.id, "patrol", "will walk the edge of the camp tonight")


def _read(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Read a Book (p. 137): the book answers one question on its subject, like a lore bid."""
    book_id = rules.books(a, game.pack)[0]
    book = game.pack.items[book_id]
    if book_id not in a.books_read:  # its subject is Bookworm's to bid on hereafter (p. 78)
        game.set_adventurer(a.model_copy(update={"books_read": (*a.books_read, book_id)}))
    learned = _lore_from_book(game, command.what)
    if learned is None:
        campsite.record(game, a.id, "read_a_book", f"finds nothing new in the {book.name.lower()}")
        return
    creature, kind, text = learned
    game.lore = game.lore | {learned}
    name = game.pack.monsters[creature].name
    campsite.record(game, a.id, "read_a_book", f"reads of the {name}: it {lore.VERB[kind]} {text}")


def _lore_from_book(game: Table, asked: str | None) -> tuple[str, str, str] | None:
    """The first thing the bestiary knows that the guild does not, about a creature of this
    level (the one asked about, if it lives here). Policy (p. 176): speak generously."""
    creatures = campsite.level_creatures(game)
    if asked is not None:
        wanted = [c for c in creatures if asked.lower() in game.pack.monsters[c].name.lower()]
        creatures = wanted or creatures
    card = game.read_discard("what the book says")
    for creature in creatures:
        monster = game.pack.monsters[creature]
        for trait in parley.of_creature(game.pack, monster, card):
            key = (creature, trait.kind, trait.text)
            if key not in game.lore:
                return key
    return None


def rest(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Rest and Recover (p. 139): sleep it off; the one way to burn Bonds against an
    affliction (p. 97), and a bezoar swallowed counts as eight charges (p. 164)."""
    camp = campsite.current(game)
    game.camp = replace(camp, rested=(*camp.rested, a.id))
    if not a.afflictions:
        campsite.record(game, a.id, "rest_and_recover", "rests by the fire, gathering strength")
        return
    state = a.afflictions[0]
    known = game.pack.afflictions[state.id]
    price = known.stages[afflictions.next_to_cure(state, len(known.stages)) - 1].charges
    burned = 0
    for bond in rules.charged(a):
        if price is None or state.charges + burned >= price:
            break
        a = recovery.spend_bond(game, a, bond.target, known.name)
        burned += 1
    if kit.count(a, "bezoar"):
        a, _ = kit.lose(a, "bezoar", 1)
        game.log.emit(ev.Item, who=a.name, item="Bezoar", change="used", count=1, cause="camp")
        burned += 8
    campsite.record(game, a.id, "rest_and_recover", f"burns {burned} against {known.name}")
    _treat(game, a, state.id, burned)


def _treat(game: Table, a: Adventurer, affliction_id: str, charges: int) -> None:
    """Burn ``charges`` against one affliction (p. 97) and say what was cured."""
    a = game.guild.adventurer(a.id)
    state = afflictions.find(a.afflictions, affliction_id)
    if state is None or charges == 0:
        return
    known = game.pack.afflictions[affliction_id]
    prices = [s.charges for s in known.stages]
    after = afflictions.cure(state, prices, charges)
    if after is None:
        change = f"is cured of {known.name}"
    elif after.cured > state.cured:
        change = f"{known.name}: {grammar.counted(after.cured - state.cured, 'stage')} cured"
    else:
        change = f"{known.name}: {grammar.counted(after.charges, 'charge')} towards the next cure"
    game.log.emit(ev.Condition, who=a.name, change=change, cause="burned charges, p. 97")
    kept = tuple(
        s for s in (after if s.id == affliction_id else s for s in a.afflictions) if s is not None
    )
    game.set_adventurer(a.model_copy(update={"afflictions": kept}))


def _scout(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Scout Ahead (p. 139): test Pentacles to learn what lies in the rooms next door."""
    _test(game, a, "scout_ahead", "pentacles", "scout")


def _train(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Train (pp. 33, 139): a master teaches; both spend their Camp Action; the learner
    invests XP and may use the talent as many times."""
    camp = campsite.current(game)
    taken = {w for w, _ in camp.acted}
    teachers = [
        t for t in game.guild.in_marching_order() if t.active and t.id != a.id and t.id not in taken
    ]
    if command.partner is not None:
        named = _partner(game, a, command.partner)
        assert named is not None
        teachers = [t for t in teachers if t.id == named.id]
    offers = [(t, rules.teachable(t, a, game.pack)) for t in teachers]
    offers = [(t, talents) for t, talents in offers if talents]
    if command.what is not None:
        offers = [(t, tuple(x for x in talents if x == command.what)) for t, talents in offers]
        offers = [(t, talents) for t, talents in offers if talents]
    if not offers:
        raise IllegalCommand(f"no guild-mate free tonight can teach {a.name} that (p. 139)")
    teacher, talents = offers[0]
    talent_id = talents[0]
    if command.xp > a.xp:
        raise IllegalCommand(f"{a.name} has {a.xp} XP, not {command.xp} to invest (p. 33)")
    own = a.talent(talent_id) or Talent(id=talent_id, state="mentored")
    spent = own.xp_spent + command.xp
    state = "mastered" if spent >= 7 else own.state
    learned = own.model_copy(
        update={"xp_spent": spent, "uses": own.uses + command.xp, "state": state}
    )
    talents_now = tuple(t for t in a.talents if t.id != talent_id) + (learned,)
    game.set_adventurer(a.model_copy(update={"talents": talents_now, "xp": a.xp - command.xp}))
    xp.record(game, a.id, a.xp, f"trained in {game.pack.talents[talent_id].name}")
    monster_hunter.sworn(game, a.id)  # a new hunter chooses a foe (p. 70)
    name = game.pack.talents[talent_id].name
    campsite.record(
        game,
        a.id,
        "train",
        f"learns {name} from {teacher.name}: {grammar.counted(learned.uses, 'use')} ready",
    )
    campsite.record(game, teacher.id, "train", f"teaches {name} to {a.name}")


def _update_maps(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Update Maps (p. 139): rooms walked since the last Camp are mapped; two of them make a
    watch from now on."""
    new = game.walked - game.mapped
    game.mapped = game.mapped | game.walked
    campsite.record(
        game,
        a.id,
        "update_maps",
        f"maps {grammar.counted(len(new), 'room')}: two mapped rooms make a watch",
    )


def _use_item(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Use an Item (p. 139): a tinker's kit, leeches or a pipe (pp. 144, 167–168)."""
    held = rules.camp_items(a)
    item = command.what if command.what in held else held[0]
    if command.what is not None and command.what not in held:
        found = [i for i in held if command.what.lower() in game.pack.items[i].name.lower()]
        if not found:
            raise IllegalCommand(f"{a.name} carries no {command.what} with a use in camp")
        item = found[0]
    USES[item](game, a, command)


def _tinker(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """A tinker's kit takes a Notch off the most worn item in the guild (p. 144)."""
    worn = [
        (carried.notches, owner.id, carried)
        for owner in game.guild.in_marching_order()
        for carried in owner.inventory.things()
        if carried.notches > 0
        and (limit := game.pack.items[carried.item].notches) is not None
        and carried.notches < limit
    ]
    if not worn:
        campsite.record(game, a.id, "use_an_item", "finds nothing the tinker's kit can mend")
        return
    _, owner_id, carried = max(worn, key=lambda w: w[0])
    owner = game.guild.adventurer(owner_id)
    fixed = durability.repair(carried, game.pack.items[carried.item].notches)
    game.set_adventurer(
        owner.model_copy(update={"inventory": pack_space.replace(owner.inventory, fixed)})
    )
    what = game.pack.items[carried.item].name
    campsite.record(
        game,
        a.id,
        "use_an_item",
        f"hammers a Notch out of {grammar.possessive(owner.name)} {what.lower()}",
    )


def _leeches(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Leeches on a guild-mate (p. 167): a card of Cups or Wands is two charges against an
    affliction; Swords or Pentacles, nothing."""
    patient = _partner(game, a, command.partner)
    if patient is None:
        patient = next(
            (o for o in game.guild.in_marching_order() if o.afflictions and o.id != a.id), None
        )
    if patient is None or not patient.afflictions:
        raise IllegalCommand("leeches need a guild-mate with an affliction (p. 167)")
    a, _ = kit.lose(a, "leeches", 1)
    game.set_adventurer(a)
    game.log.emit(ev.Item, who=a.name, item="Leeches, jar of", change="used", count=1, cause="camp")
    card = game.draw_and_discard("minor", "leeches")
    works = card.suit in ("cups", "wands")
    campsite.record(
        game,
        a.id,
        "use_an_item",
        f"sets leeches on {patient.name}: {card.name}, "
        + ("two charges against the affliction" if works else "they do no good"),
    )
    if works:
        _treat(game, patient, patient.afflictions[0].id, 2)


def _pipe(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Pipe and pipeweed (p. 168): the whole supply smoked clears Stressed."""
    a, _ = kit.lose(a, "pipe_and_pipeweed", 1)
    game.log.emit(
        ev.Item, who=a.name, item="Pipe and pipeweed", change="used", count=1, cause="camp"
    )
    if a.conditions.stressed:
        a = a.model_copy(update={"conditions": a.conditions.model_copy(update={"stressed": False})})
        game.log.emit(ev.Condition, who=a.name, change="Stressed clears", cause="pipeweed, p. 168")
    game.set_adventurer(a)
    campsite.record(game, a.id, "use_an_item", "smokes the pipeweed to the last leaf")


USES = {"tinkers_kit": _tinker, "leeches": _leeches, "pipe_and_pipeweed": _pipe}


def _use_talent(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Use a Talent (p. 139): War Stories, Chirurgery, Labor Unending, Sneak's Infiltrate, High
    Chant, Make a Pact, Brew Alchemy or Beast Master's training; a talent in training costs 1 XP
    to use and a mentored one spends a prepared use (p. 33)."""
    ready = campsite.talents(game, a)
    known = game.pack.talents.get(command.what or "")
    named = known.name if known is not None else ""
    talent_id = command.what if command.what in ready else None
    if talent_id is None:
        if command.what is not None and (why := talent_rules.barred(a, command.what, named)):
            raise IllegalCommand(why)
        if command.what == "chirurgeon" and a.talent("chirurgeon") is not None:
            raise IllegalCommand(
                "Chirurgery needs a guild-mate Resting and Recovering, not Stressed (p. 78)"
            )
        if command.what == "beast_master" and a.talent("beast_master") is not None:
            raise IllegalCommand(f"{a.name} has no animal companion to train (p. 78)")
        if command.what == "sneak" and a.talent("sneak") is not None and not lore_rules.means(a):
            raise IllegalCommand(f"Infiltrate needs a lore bid, and {a.name} has none left (p. 74)")
        if command.what == "sneak" and a.talent("sneak") is not None and armor.heavy(a):
            raise IllegalCommand(f"{a.name} cannot sneak in iron or steel armor (p. 164)")
        if command.what == "alchemy" and (why := alchemy.can_brew(a)) is not None:
            raise IllegalCommand(why)
        if command.what is not None:
            raise IllegalCommand(f"{a.name} has no camp talent {command.what!r} ready (p. 139)")
        talent_id = ready[0]
    a = _pay_for(game, a, talent_id)
    TALENTS[talent_id](game, a, command)


def _pay_for(game: Table, a: Adventurer, talent_id: str) -> Adventurer:
    """What using a talent costs (p. 33): 1 XP in training, a prepared use if mentored."""
    before = a.xp
    a = talent_rules.use(a, talent_id)
    game.set_adventurer(a)
    if a.xp != before:
        game.ruling("p. 33", f"{a.name} pays 1 XP to use a talent still in training")
        xp.record(game, a.id, before, f"{game.pack.talents[talent_id].name} used in training")
    return a


def _war_stories(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """War Stories (p. 71): the teller and each listener charge a Bond or gain 1 Resolve,
    even to 5. Policy: Resolve below 4 first, else an uncharged Bond, else the fifth point."""
    campsite.record(game, a.id, "use_a_talent", "tells a war story by the fire")
    for listener in game.guild.in_marching_order():
        if not listener.active:
            continue
        uncharged = [b for b in listener.bonds if not b.charged]
        if listener.resolve >= 4 and uncharged:
            charge(game, listener.id, uncharged[0].target)
            continue
        lifted = resolve.regain(listener, 1, war_stories=True)
        if lifted.resolve != listener.resolve:
            game.set_adventurer(lifted)
            game.log.emit(
                ev.Condition,
                who=listener.name,
                change=f"Resolve {listener.resolve} → {lifted.resolve}",
                cause="War Stories, p. 71",
            )


def _chirurgery(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Chirurgery (p. 78): a guild-mate Resting and Recovering, not Stressed, has every Wound
    Healed."""
    camp = campsite.current(game)
    patient = _partner(game, a, command.partner) if command.partner else None
    resting = [game.guild.adventurer(w) for w in camp.rested if w != a.id]
    candidates = [p for p in ([patient] if patient else resting) if p is not None]
    patient = next((p for p in candidates if p.id in camp.rested), None)
    if patient is None:
        raise IllegalCommand("Chirurgery needs a guild-mate who is Resting and Recovering (p. 78)")
    if patient.conditions.stressed:
        raise IllegalCommand(f"{patient.name} is Stressed: Chirurgery cannot help (p. 78)")
    healed = []
    while True:
        patient, what = conditions.heal(patient)
        if what is None:
            break
        healed.append(what)
        game.log.emit(
            ev.Condition,
            who=patient.name,
            change=f"{dying.wound_name(game, what)} heals",
            cause="Chirurgery, p. 78",
        )
    game.set_adventurer(patient)
    if "Death's Door" in healed:
        dying.clear(game, patient.id)
    campsite.record(
        game,
        a.id,
        "use_a_talent",
        f"tends {patient.name}: {grammar.counted(len(healed), 'Wound')} healed",
    )


def _labor(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Labor Unending (p. 60): mark Stressed and take two Camp Actions instead of one."""
    camp = campsite.current(game)
    if a.id in camp.extra:
        raise IllegalCommand(f"{a.name} is already working through the night (p. 60)")
    game.camp = replace(camp, extra=(*camp.extra, a.id))
    if not a.conditions.stressed:
        game.set_adventurer(conditions.stress(a))
        game.log.emit(ev.Condition, who=a.name, change="Stressed", cause="Labor Unending, p. 60")
    # the talent buys the two Camp Actions: it is not one of them (p. 60), so it is not
    # counted among those taken
    game.log.emit(
        ev.CampAction,
        who=a.name,
        action=rules.BY_ID["use_a_talent"].name,
        result="works through the night: two Camp Actions tonight",
    )


def _infiltrate(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Infiltrate (Sneak, p. 74): slip out to a spot on the guild's map of this level and bid
    lore on it. Policy: the spot is the nearest room on the map not yet entered, and the one
    bid answers the questions a delver asks of it (who is there, is it trapped, is there
    treasure), speaking generously (p. 176). A spot the player names (``command.spot``, a
    room on the guild's map of this level other than the camp's) is gone to instead."""
    plan, state = game.plan, game.state
    best: tuple[int, int] | None = None
    if command.spot is not None:
        named = plan.room(command.spot, state)
        if named == game.room:
            raise IllegalCommand(f"the guild camps in {plan.key(named)}: sneak out somewhere else")
        best = (0, named)
    else:
        best = _nearest_unentered(game)
    if best is None:
        raise IllegalCommand("there is no room on the map left to sneak out to (p. 74)")
    a = lore_bids.pay(game, a.id)  # a Loremaster's Resolve when no bid is left (p. 79)
    room = best[1]
    told = _report(game, room, whole=True)
    campsite.record(game, a.id, "use_a_talent", f"sneaks out to {plan.key(room)}: {told}")


def _nearest_unentered(game: Table) -> tuple[int, int] | None:
    """The room on the map not yet entered nearest the camp, with its distance, or None."""
    plan, state = game.plan, game.state
    cost = plan.cost(state, through_locks=True)
    best: tuple[int, int] | None = None
    for room in range(len(plan.level.map.rooms)):
        if room in state.visited or not plan.known(room, state):
            continue
        route = plan.path(game.pos, plan.level.map.rooms[room].centre, cost)
        if route and (best is None or len(route) < best[0]):
            best = (len(route), room)
    return best


TALENTS = {
    "war_stories": _war_stories,
    "chirurgeon": _chirurgery,
    "labor_unending": _labor,
    "sneak": _infiltrate,
    "high_chant": high_chant.perform,
    "gramarye": pacts.make,
    "alchemy": brewing.brew,
    "beast_master": companions.train,
}


ACTIONS = {
    "fellowship": _fellowship,
    "fletch_arrows": _fletch,
    "hunt": _hunt,
    "patrol": _patrol,
    "read_a_book": _read,
    "rest_and_recover": rest,
    "scout_ahead": _scout,
    "train": _train,
    "update_maps": _update_maps,
    "use_an_item": _use_item,
    "use_a_talent": _use_talent,
}


def hunted(game: Table, outcome: fate_rules.Outcome) -> None:
    camp = campsite.current(game)
    if outcome is fate_rules.Outcome.GREAT_SUCCESS:
        size = sum(1 for a in game.guild.adventurers if a.active)
        game.camp = replace(camp, game=camp.game + size)
        game.ruling("p. 137", f"a great beast falls: meat enough for the whole guild ({size})")
    elif outcome is fate_rules.Outcome.SUCCESS:
        game.camp = replace(camp, game=camp.game + 1)
        game.ruling("p. 137", "something rat-sized: one ration's worth of raw game")
    elif outcome is fate_rules.Outcome.GREAT_FAILURE:
        trouble(game, "the hunt stirs up something that hunts back")
    else:
        game.ruling("p. 137", "the hunt finds nothing")


def scouted(game: Table, outcome: fate_rules.Outcome) -> None:
    if outcome is fate_rules.Outcome.GREAT_FAILURE:
        trouble(game, "the scout is seen and followed back to camp")
        return
    if outcome not in (fate_rules.Outcome.SUCCESS, fate_rules.Outcome.GREAT_SUCCESS):
        game.ruling("p. 139", "the scout comes back having learned nothing")
        return
    whole = outcome is fate_rules.Outcome.GREAT_SUCCESS
    for line in _nearby(game, whole=whole):
        game.log.emit(ev.Narration, text=line)


def _nearby(game: Table, *, whole: bool) -> list[str]:
    """What a scout learns of the rooms next to this one (p. 139): who lives in each room not
    yet entered, and any special room; a great success tells everything in them. Policy:
    speak generously (p. 176)."""
    plan, state = game.plan, game.state
    rooms = sorted(
        {e.b if e.a == game.room else e.a for e in plan.level.map.edges if game.room in (e.a, e.b)}
    )
    lines = [
        f"Scouting {plan.key(room)}: {_report(game, room, whole=whole)}."
        for room in rooms
        if whole or room not in state.visited
    ]
    return lines or ["The scout finds no way on from here worth telling of."]


def _report(game: Table, room: int, *, whole: bool) -> str:
    """What is learned of one room: who dwells there and whether it is special; with
    ``whole``, its treasure and traps too."""
    stock = game.level.stock[room]
    who = sorted({game.pack.monsters[d].name for d in stock.denizens if d in game.pack.monsters})
    told = [f"{', '.join(who)} dwell there" if who else "nothing lives there that they saw"]
    if stock.lord or stock.secret or stock.safe:
        told.append("it is no ordinary room" + (": the lord's own" if stock.lord else ""))
    if whole:
        told.append(
            f"{grammar.counted(len(stock.treasure), 'thing')} of worth "
            + ("lies" if len(stock.treasure) == 1 else "lie")
            + " there"
            if stock.treasure
            else "no treasure"
        )
        told.append("it is trapped" if stock.traps else "no trap")
    return "; ".join(told)


def trouble(game: Table, why: str) -> None:
    """A great failure in camp calls a Challenge (p. 137): the level's wandering creatures,
    the entry the top minor discard's value picks among XVI–XX (policy)."""
    card = game.read_discard("who answers the noise")
    entry = restocking.entries(game.level, game.state)[15 + card.value % 5]
    game.ruling("p. 137", f"{why}: a Challenge")
    if entry.get("creature") not in game.pack.monsters:
        return
    meet.from_meatgrinder(game, entry)
    if game.phase == "parley":
        meet.turn_to_fight(game, "they came for blood")
