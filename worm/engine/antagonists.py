"""The GM's side of a Challenge (pp. 121–123, 185): laying its Initiatives, choosing its
creatures' actions through the policy ``worm.gm.tactics``, and playing them out — greater
dooms, the mob, fleeing, surrender.

The creatures add their attribute only on their own turn (p. 122); their minor actions are
face value. One Initiative serves the whole band, which acts together (p. 122).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from worm import grammar, tarot
from worm.content.denizens import Doom
from worm.content.personality import Stance
from worm.engine import (
    absorb_bones,
    bewitching_beauty,
    breath_of_ice,
    bully,
    control,
    corrosive_attack,
    creature_heal,
    darkness,
    dolorous_kiss,
    eat_eat_eat,
    elemental,
    ending,
    free_dooms,
    gaze,
    giants_strength,
    imps,
    incantations,
    infectious_disease,
    missiles,
    own_way,
    pilfered,
    shake,
    summoned,
    zone_dooms,
)
from worm.engine import events as ev
from worm.engine.actions import (
    aegis,
    aloft,
    blood,
    engagement,
    facedown,
    fighters,
    harm,
    heavy_metal,
    holds,
    pentacles,
    perfect_imitation,
    resolution,
    sensed,
    totals,
    wands,
    webs,
)
from worm.engine.table import Table
from worm.gm import foes, snares, tactics
from worm.gm import holds as holding
from worm.model.adventurer import Adventurer
from worm.model.challenge import GM, Challenge, Declared, Facedown, Fighter, evolve
from worm.model.inventory import Carried
from worm.rules import control as control_rules
from worm.rules import (
    dooms,
    effects,
    fate,
    initiative,
    nip,
    pack_space,
    perception,
    pilfering,
    weapons,
)
from worm.rules import holds as hold_rules
from worm.rules import incantations as spells
from worm.rules import snares as snare_rules


def stance(game: Table, band: str = "foes") -> Stance:
    """How the band ``band`` fights, by its Disposition (assets/dispositions.toml); in a
    fight of several bands, each by its own (p. 121, ``Meeting.mood_of``)."""
    feeling = emotion(game, band)
    dispositions = game.pack.dispositions
    known = _STANCES.get(feeling)
    if known is not None and known[0] is dispositions:
        return known[1]
    found = dispositions.stance(feeling)
    _STANCES[feeling] = (dispositions, found)
    return found


_STANCES: dict[str, tuple[object, Stance]] = {}
"""Each emotion's stance, with the pack's dispositions it was read from (asked several
times on every turn of the band)."""


def emotion(game: Table, band: str = "foes") -> str:
    """The Disposition's emotion of the band ``band`` (anger for foes met with no meeting)."""
    return game.meeting.mood_of(band)[0] if game.meeting is not None else "anger"


def lay_initiatives(game: Table) -> None:
    """One Initiative per band, and one per hazard, by Disposition (p. 122)."""
    aloft.shadows(game)  # a new round: a wraith is intangible again (p. 284)
    ch = game.under_way()
    hand = ch.hand(GM)
    for group in ch.groups:
        if (
            group.side == "guild"
            or not any(f.fighting for f in ch.members(group.key))
            and group.side == "foes"
        ):
            continue
        how = stance(game, group.key).initiative if group.side == "foes" else "median"
        if group.side == "foes" and dooms.wimps(n.name for n in _stats(game, group.key).notes):
            how = "lowest"
            game.ruling(
                f"p. {dooms.PAGE[dooms.WIMPS]}",
                f"Wimps: {grammar.agree(group.name, 'lay')} the lowest card as Initiative",
            )
        card = tactics.pick(tactics.lesser(hand), how)
        if group.side == "foes":
            card = _untouchable(game, group.key, hand) or card
        if card is None:
            game.ruling(
                "p. 121",
                f"no lesser doom left for {grammar.possessive(group.name)} Initiative: they wait",
            )
            continue
        hand = tuple(c for c in hand if c != card)
        ch = ch.with_group(evolve(group, initiative=card, shown=False))
    game.challenge = ch.with_hand(GM, hand)
    bands = [g for g in ch.groups if g.side == "foes"]
    if len(bands) > 1:  # each band by its own Disposition (p. 121)
        each = "; ".join(
            f"{g.name}: {stance(game, g.key).id}, {stance(game, g.key).initiative}" for g in bands
        )
        game.ruling("p. 122", f"the GM lays Initiatives face down ({each})")
    else:
        game.ruling(
            "p. 122",
            f"the GM lays Initiatives face down ({stance(game).id}: "
            f"{stance(game).initiative} for the band)",
        )


def mulligan(ch: Challenge) -> bool:
    needed = sum(
        1
        for g in ch.groups
        if g.side == "hazard" or (g.side == "foes" and any(f.fighting for f in ch.members(g.key)))
    )
    return tactics.mulligan(ch.hand(GM), needed)


def sight(game: Table) -> list[tactics.Mark]:
    """The guild as the GM's creatures see it (p. 114: no peeking)."""
    ch = game.under_way()
    out = []
    for fighter in ch.side("guild"):
        if fighter.key in ch.gulped:
            continue  # swallowed: out of the world, out of reach (p. 258)
        group = ch.group(fighter.key)
        a = fighters.adventurer(game, fighter.key)
        c = a.conditions
        hurt = int(c.staggered) + 3 * int(c.injured) + len(c.wounded_talents)
        shown = group.initiative.value if group.shown and group.initiative else None
        out.append(
            tactics.Mark(
                fighter.key,
                fighter.zone,
                shown,
                hurt,
                group.facedown is not None,
                bool(fighter.engaged),
            )
        )
    return out


def _band(ch: Challenge, key: str) -> tuple[int, list[Fighter]]:
    """The zone most of the band stands in, and its members there."""
    members = [f for f in ch.members(key) if f.fighting]
    zones: dict[int, int] = {}
    for f in members:
        zones[f.zone] = zones.get(f.zone, 0) + 1
    zone = max(zones, key=lambda z: (zones[z], -z))
    return zone, [f for f in members if f.zone == zone]


def turn(game: Table, key: str) -> Declared | None:
    """The band's action on its own turn (policy ``worm.gm.tactics``)."""
    resolution.vigilance(game, key)
    if resolution.decided(game):
        return None
    ch = game.under_way()
    if not any(f.fighting for f in ch.members(key)):
        return None
    keep = int(_spends_greater(_stats(game, key)))
    creature_heal.regenerate(game, key, keep=keep)
    _grind(game, key)
    holds.drop(game, key)  # the griffin lets its victim fall from the air (p. 264)
    free_dooms.resilient(game, key, keep=keep)
    gaze.stare(game, key)  # the cockatrice's, spending no card (p. 257)
    if resolution.decided(game):
        return None
    hand = game.under_way().hand(GM)
    if not tactics.lesser(hand) and not tactics.greater(hand):
        return None
    _fleet(game, key)
    free_dooms.speed(game, key, lambda: _path_to_guild(game, key), fleeing=stance(game, key).flees)
    rising = None if stance(game, key).flees else aloft.plan(game, key)
    plan = rising or _plan(game, key, minor=False)
    if plan is None or not aloft.solid(game, key, plan.action, _uses(plan)):
        return None
    return _declare(game, key, plan, minor=False)


def _uses(plan: tactics.Plan) -> tuple[tarot.Card, ...]:
    return (plan.card, *([plan.extra] if plan.extra else []), *plan.discard)


def _untouchable(game: Table, key: str, hand: tuple[tarot.Card, ...]) -> tarot.Card | None:
    """Untouchable, Armored Scales, Rampage (pp. 250, 260, 279): the lowest greater card laid
    as the band's Initiative. Policy: only when no other doom of the band would spend it on
    an Attack, or when the hand holds a second greater card for that."""
    stats = _stats(game, key)
    doom = dooms.initiative_doom(d.name for d in stats.greater)
    big = tactics.greater(hand)
    if doom is None or not big:
        return None
    attacks = _overwhelming(stats, hand) is not None or _greater(game, hand, stats)[0] is not None
    if attacks and len(big) < 2:
        return None
    game.ruling(
        f"p. {dooms.PAGE[doom]}",
        f"{doom}: {grammar.agree(game.under_way().group(key).name, 'lay')} a greater doom "
        "as Initiative",
    )
    return big[0]


def _stats(game: Table, key: str) -> foes.Statblock:
    """The stat block of the band ``key``."""
    return fighters.band_block(game, key)


def _fleet(game: Table, key: str) -> None:
    """Fleet, Flutter, Scurry (pp. 247, 262, 264, 265): on its turn a band with no one to
    strike in its zone moves toward the nearest adventurer without spending a card; so does
    an elemental by Elemental Travel or Water Horse (pp. 247, 268), through zones that hold
    its element (``worm.engine.elemental``). Policy: only toward the guild, and never out of
    an engagement."""
    ch = game.under_way()
    stats = _stats(game, key)
    note, far = dooms.free_zones((n.name, n.text) for n in stats.notes)
    zone, here = _band(ch, key)
    at_home = not far  # Elemental Travel, Water Horse: only through its element (p. 247)
    if at_home:
        note, far = elemental.free_move(game, stats, zone)
    if not far or stance(game, key).flees or any(f.engaged for f in here):
        return
    if ch.in_zone(zone, "guild"):
        return
    goal = _nearest(ch, zone, {f.zone for f in ch.side("guild")})
    if goal is None:
        return
    path = goal[0][:far]
    if at_home:
        path = elemental.within(game, stats, path)
        if not path:
            return
    game.ruling(
        f"p. {elemental.PAGE[note] if at_home else dooms.PAGE[note]}",
        f"{note}: {grammar.agree(ch.group(key).name, 'move')} "
        f"{grammar.toward(ch.zone(path[-1]).name)} without spending a card",
    )
    harm.walk(game, [f.key for f in here], path)


def _path_to_guild(game: Table, key: str) -> list[int] | None:
    """The zones from the band's to the nearest adventurer's, or None."""
    ch = game.under_way()
    zone, _ = _band(ch, key)
    goal = _nearest(ch, zone, {f.zone for f in ch.side("guild")})
    return None if goal is None else goal[0]


def _declare(game: Table, key: str, plan: tactics.Plan, *, minor: bool) -> Declared:
    ch = game.under_way()
    used = [plan.card, *([plan.extra] if plan.extra else []), *plan.discard]
    hand = list(ch.hand(GM))
    for card in used:
        hand.remove(card)
    ch = ch.with_hand(GM, tuple(hand))
    if plan.discard:
        game.decks = tarot.discard_all(game.decks, plan.discard)
        ch = evolve(ch, greater_spent=ch.greater_spent + len(plan.discard))
        game.ruling(
            "p. 123", f"the GM throws away {', '.join(c.name for c in plan.discard)} for favor"
        )
    game.challenge = ch
    return Declared(
        key,
        "foes",
        plan.action,
        plan.card,
        minor=minor,
        targets=plan.targets,
        option=plan.option,
        extra=plan.extra,
        favor=plan.favor,
        doom=plan.doom,
    )


def _plan(game: Table, key: str, *, minor: bool) -> tactics.Plan | None:
    ch = game.under_way()
    hand = ch.hand(GM)
    cards = tactics.lesser(hand)
    stats = _stats(game, key)
    st = stance(game, key)
    zone, here = _band(ch, key)
    # 1. shake off what hampers the band (p. 185)
    hampered = [f for f in here if fighters.recoverable(game, f)]
    if hampered and cards:
        return tactics.Plan("Recover", cards[0])
    if minor:
        return _minor_attack(game, key, zone, here, cards)
    # 2. fear runs for the way out; surprise slips away early (p. 101)
    if st.flees or (st.disengages and any(f.engaged for f in here)):
        return _flee(game, key, zone, here, cards, hand)
    # Devour the Living (p. 249) when no one here can fight it off; Call Bats, Faithful
    # Servant (pp. 269, 282): a band called into the fight
    feast = creature_heal.devour_plan(game, key, zone, subdue=not st.lethal) or summoned.plan(
        game, key, stats
    )
    if feast is not None:
        return feast
    marks = [m for m in sight(game) if m.zone == zone]
    if not marks:
        return (
            missiles.plan(game, key, zone, stats, sight(game), emotion(game, key))
            or bewitching_beauty.plan(game, key, zone, [d.name for d in stats.lesser])
            or _charge(game, key, zone, stats, hand)
            or _close_in(game, zone, cards, hand)
        )
    # Fear, Shriek and their kin, the ogre's Bully, a spell (Sleep Song, p. 274) or a hold
    # (worm.gm.holds), in place of the Attack
    own = (
        shake.plan(game, key, stats)  # climbers shaken off first (p. 279)
        or zone_dooms.plan(game, key, zone, stats, here[0].health, marks)
        or eat_eat_eat.plan(game, key, stats)
        or bully.plan(game, key, stats, marks)
        or perfect_imitation.plan(game, key, stats, marks)
        or absorb_bones.plan(game, key, zone, stats)
        or missiles.plan(game, key, zone, stats, marks, emotion(game, key))  # Pelt with Stones
        or incantations.plan(game, key, stats, here[0].health, marks)
        or _hold_plan(game, key, stats, marks)
    )
    if own is not None:
        return own
    harmed = ch.harmed_by.get(key)
    primary = tactics.target(marks, emotion(game, key), harmed)
    assert primary is not None
    attr = stats.attribute("swords", here[0].health)
    n = len(here)
    mob = initiative.mob(min(n, 4) if n >= 4 else n)
    favor = 3 if mob.favor else 0
    defence = tactics.UNKNOWN if primary.initiative is None else primary.initiative
    card = tactics.attack_card(
        hand, attr + favor, defence, reckless=emotion(game, key) in tactics.RECKLESS
    )
    heavy = _overwhelming(stats, hand)
    sure = card is not None and primary.initiative is not None and card.value + attr > defence
    if heavy is not None and not sure:  # the greater card is the Attack (p. 250)
        targets = tactics.gang(n, primary, [m for m in marks if m.key != primary.key])
        return tactics.Plan("Attack", heavy[0], targets, doom=heavy[1])
    if card is None:
        evasive = _evasive(stats, hand)
        if ch.group(key).facedown is None and (cards or evasive):
            if evasive is not None:
                game.ruling(
                    f"p. {dooms.PAGE[dooms.EVASIVE]}",
                    f"Evasive: {grammar.agree(ch.group(key).name, 'lay')} a greater doom "
                    "as a Dodge",
                )
                return tactics.Plan("Dodge", evasive, doom=dooms.EVASIVE)
            return _guard(stats, cards[-1])
        if not cards:
            return None
        card = cards[-1]
    targets = tactics.gang(n, primary, [m for m in marks if m.key != primary.key])
    special = _taking(game, key, stats, card, primary.key, targets)
    if special is not None:
        return special
    if emotion(game, key) == "joy" and card.value + attr > defence:
        return tactics.Plan("Roughhouse", card, ((primary.key, 1),), option="trip")
    extra, doom, discard, reasons = _greater(game, hand, stats)
    doom = corrosive_attack.aimed(game, stats, doom, primary.key)  # at gear (p. 250)
    lesser_doom = tactics.attack_doom(
        [
            (d.name, d.text)
            for d in stats.lesser
            if d.action == "Attack" and d.name not in dooms.HARMLESS
        ]
    )
    if imps.vomits(game, stats, primary.key):
        lesser_doom = imps.VOMIT
    plan = tactics.Plan(
        "Attack",
        card,
        targets,
        extra=extra,
        doom=doom or lesser_doom,
        favor=reasons,
        discard=discard,
    )
    return _engulf_or(game, stats, here[0].health, plan)


def _taking(
    game: Table,
    key: str,
    stats: foes.Statblock,
    card: tarot.Card,
    primary: str,
    targets: tuple[tuple[str, int], ...],
) -> tactics.Plan | None:
    """A doom that takes rather than wounds, when the GM's policy plays one: a lesser doom's
    Roughhouse to take a thing (Bad Little Hands, Rummage; ``worm.gm.pilfering``), else an
    Attack with a snare on its one target (Web, Steal Face; ``worm.gm.snares``)."""
    hand = game.under_way().hand(GM)
    pull = aloft.pull(game, key, stats, card, primary)
    if pull is not None:  # Pull Into the Air (p. 265)
        return pull
    meal = eat_eat_eat.tear_away(game, key, stats, card, primary, tactics.lesser(hand))
    if meal is not None:  # something to eat (p. 275)
        return meal
    nose = perception.senses_magic(n.name for n in stats.notes)  # Smell Magic (p. 281)
    theft = pilfered.chosen(game, (d.name for d in stats.lesser), primary, nose=nose)
    if theft is not None and card in tactics.lesser(hand):
        game.ruling(pilfered.CHOSEN, f"the GM plays a lesser doom as {theft}")
        return tactics.Plan("Roughhouse", card, ((primary, 1),), doom=theft)
    ordered = control.plan(game, stats, card, primary, targets)
    if ordered is not None:  # Command, Possess, Mesmerize … (pp. 251, 267, 269, 282)
        return ordered
    snare = _snare(game, hand, stats, primary)
    if snare is None:
        return None
    return tactics.Plan(
        "Attack",
        card,
        tuple(t for t in targets if t[0] == primary),  # one target (pp. 256, 262)
        extra=snare[0],
        doom=snare[1],
    )


def _snare(
    game: Table, hand: tuple[tarot.Card, ...], stats: foes.Statblock, target: str
) -> tuple[tarot.Card, str] | None:
    """The greater card and the snare (Web, Steal Face) the band's Attack rides on, chosen by
    ``worm.gm.snares`` for what ``target`` already suffers; None without a greater card."""
    big = tactics.greater(hand)
    if not big:
        return None
    suffered = fighters.suffered(game, game.under_way().fighter(target))
    doom = snares.choose((d.name for d in stats.greater), suffered)
    if doom is None:
        return None
    game.ruling(snares.CHOSEN, f"the GM spends a greater doom on {doom}")
    return big[0], doom


def _greater(
    game: Table, hand: tuple[tarot.Card, ...], stats: foes.Statblock
) -> tuple[tarot.Card | None, str | None, tuple[tarot.Card, ...], tuple[str, ...]]:
    """A greater doom to ride with the Attack (p. 123), or to throw away for favor: the
    creature's first such doom, Breath of Fire before any other (policy)."""
    big = tactics.greater(hand)
    if not big:
        return None, None, (), ()
    usable = [
        d
        for d in stats.greater
        if (d.action in ("Attack", "*") or d.effects)
        and d.name not in dooms.OVERWHELMING
        and d.name not in dooms.HARMLESS
        and not zone_dooms.on_its_own(d.name)  # played on its own, never with an Attack
        and not spells.spell([d.name])  # a spell is cast on its own (p. 274)
        and not creature_heal.regenerating(d.name)  # discarded on its own to Heal
        and not hold_rules.seizes(d.name, d.action)  # a Roughhouse's, never an Attack's
    ]
    if usable:  # policy: the dragon's flame (3 Wounds, p. 260) before its other riders
        best = min(usable, key=lambda d: d.name != dooms.BREATH_OF_FIRE)
        return big[0], best.name, (), ()
    return None, None, (big[0],), ("a greater doom thrown away (p. 123)",)


def _guard(stats: foes.Statblock, card: tarot.Card) -> tactics.Plan:
    """The card a band with nothing to strike with lays face down: a Dodge, or a Riposte for
    a band with Nip (p. 276; policy: it bites back rather than ducks)."""
    if nip.nips(d.name for d in stats.lesser):
        return tactics.Plan("Riposte", card, doom=nip.NIP)
    return tactics.Plan("Dodge", card)


def _evasive(stats: foes.Statblock, hand: tuple[tarot.Card, ...]) -> tarot.Card | None:
    """Evasive (p. 276): the greater doom the band lays as a Dodge, or None. Policy: its
    lowest, when a second greater doom is left for its other greater dooms or it has none."""
    if dooms.EVASIVE not in (d.name for d in stats.greater):
        return None
    big = tactics.greater(hand)
    keep = int(_spends_greater(stats))
    return big[0] if len(big) > keep else None


def _spends_greater(stats: foes.Statblock) -> bool:
    """Whether the band has a greater doom besides its regeneration to spend a greater card
    on: an Overwhelming Attack, a greater Initiative, a zone-wide doom, an Attack's rider,
    Control (``worm.engine.control``)."""
    return any(
        d.name in dooms.OVERWHELMING
        or control_rules.controls(d.name)
        or d.name in dooms.GREATER_INITIATIVE
        or zone_dooms.on_its_own(d.name)
        or (
            (d.action in ("Attack", "*") or d.effects)
            and d.name not in dooms.HARMLESS
            and not creature_heal.regenerating(d.name)
        )
        for d in stats.greater
    )


def _overwhelming(
    stats: foes.Statblock, hand: tuple[tarot.Card, ...]
) -> tuple[tarot.Card, str] | None:
    """A greater doom the creature may play as the Attack itself (Overwhelming Attack,
    p. 250; Overwhelming Bite, Smash): the lowest greater card in hand, and the doom."""
    big = tactics.greater(hand)
    name = next((d.name for d in stats.greater if d.name in dooms.OVERWHELMING), None)
    return (big[0], name) if big and name is not None else None


def _charge(
    game: Table, key: str, zone: int, stats: foes.Statblock, hand: tuple[tarot.Card, ...]
) -> tactics.Plan | None:
    """Backwards Charge (p. 257): with a greater doom beside its Attack the band Moves up to
    2 zones to the nearest adventurer and strikes; a hit Wounds and Trips. Policy: whenever
    no one stands in its zone, the nearest is within 2 zones, and it holds a lesser doom for
    the Attack and a greater one to discard."""
    if dooms.CHARGE not in (d.name for d in stats.greater):
        return None
    big, cards = tactics.greater(hand), tactics.lesser(hand)
    ch = game.under_way()
    goal = _nearest(ch, zone, {f.zone for f in ch.side("guild")})
    if not big or not cards or goal is None or goal[1] > dooms.CHARGE_ZONES:
        return None
    path = goal[0]
    game.ruling(
        f"p. {dooms.PAGE[dooms.CHARGE]}",
        f"Backwards Charge: {grammar.agree(ch.group(key).name, 'charge')} "
        f"{grammar.toward(ch.zone(path[-1]).name)}",
    )
    harm.walk(game, [f.key for f in ch.members(key) if f.fighting and f.zone == zone], path)
    if game.challenge is None:
        return None
    marks = [m for m in sight(game) if m.zone == path[-1]]
    here = [f for f in game.under_way().members(key) if f.fighting and f.zone == path[-1]]
    if not marks or not here:
        return None
    primary = tactics.target(marks, emotion(game, key), game.under_way().harmed_by.get(key))
    assert primary is not None
    attr = stats.attribute("swords", here[0].health)
    defence = tactics.UNKNOWN if primary.initiative is None else primary.initiative
    card = tactics.attack_card(hand, attr, defence, reckless=True) or cards[-1]
    targets = tactics.gang(len(here), primary, [m for m in marks if m.key != primary.key])
    return tactics.Plan("Attack", card, targets, extra=big[0], doom=dooms.CHARGE)


def _close_in(
    game: Table, zone: int, cards: Sequence[tarot.Card], hand: tuple[tarot.Card, ...]
) -> tactics.Plan | None:
    """No one to strike here: move toward the nearest adventurer (Move, or Dash for two)."""
    ch = game.under_way()
    goal = _nearest(ch, zone, {f.zone for f in ch.side("guild")})
    if goal is None or not (cards or hand):
        return None
    step, far = goal
    card = (cards or sorted(hand, key=lambda c: c.value))[0]
    if far == 2 and cards:
        return tactics.Plan("Dash", card, option=str(step[1]))
    return tactics.Plan("Move", card, option=str(step[0]))


def _nearest(ch: Challenge, start: int, goals: set[int]) -> tuple[list[int], int] | None:
    """Breadth-first path from ``start`` to the nearest zone in ``goals``."""
    frontier: list[tuple[int, list[int]]] = [(start, [])]
    seen = {start}
    while frontier:
        nxt = []
        for zone, path in frontier:
            for near in ch.zone(zone).neighbours:
                if near in seen:
                    continue
                seen.add(near)
                route = [*path, near]
                if near in goals:
                    return route, len(route)
                nxt.append((near, route))
        frontier = nxt
    return None


def _flee(
    game: Table,
    key: str,
    zone: int,
    here: list[Fighter],
    cards: Sequence[tarot.Card],
    hand: tuple[tarot.Card, ...],
) -> tactics.Plan | None:
    its_own = own_way.plan(game, key, zone, here, tuple(cards))
    if its_own is not None:  # flying, burrowing, climbing off (pp. 247, 256, 257)
        return its_own
    if any(f.engaged for f in here) and free_dooms.retreat(game, key):
        ch = game.under_way()  # a retreat doom broke every engagement: a Move will do
        here = [ch.fighter(f.key) for f in here]
        hand = ch.hand(GM)
        cards = tactics.lesser(hand)
    ch = game.under_way()
    pool = cards or sorted(hand, key=lambda c: c.value)
    if not pool:
        return None
    if ch.zone(zone).exit:
        return tactics.Plan("Move", pool[0], option="away")
    guild = {f.zone for f in ch.side("guild")}
    exits = {z.id for z in ch.zones if z.exit and z.id not in guild and not z.back} or {
        z.id for z in ch.zones if z.exit and z.id not in guild
    }
    route = _nearest(ch, zone, exits)
    if route is None:
        if any(f.engaged for f in here):
            return tactics.Plan("Avoid", pool[-1], option=str(zone))
        return None
    action = "Avoid" if any(f.engaged for f in here) else "Move"
    return tactics.Plan(action, pool[-1] if action == "Avoid" else pool[0], option=str(route[0][0]))


def _minor_attack(
    game: Table, key: str, zone: int, here: list[Fighter], cards: Sequence[tarot.Card]
) -> tactics.Plan | None:
    """A minor Attack on a face-up Initiative the card beats (p. 185); one lesser doom is kept
    while the band still has a turn to come."""
    ch = game.under_way()
    if stance(game, key).flees:
        return None
    marks = [m for m in sight(game) if m.zone == zone and m.initiative is not None]
    if not marks or not cards:
        return None
    reserve = 0 if ch.group(key).acted else 1
    primary = tactics.target(marks, emotion(game, key), ch.harmed_by.get(key))
    assert primary is not None
    n = len(here)
    favor = 3 if n >= 2 else 0
    card = tactics.attack_card(
        ch.hand(GM), favor, primary.initiative or 0, reserve=reserve, reckless=False
    )
    if card is None:
        return None
    targets = tactics.gang(n, primary, [m for m in marks if m.key != primary.key])
    return tactics.Plan("Attack", card, targets)


def minors(game: Table) -> tuple[Declared, ...]:
    """Each band other than the one that just acted may take one minor action (p. 123)."""
    ch = game.under_way()
    out = []
    for group in ch.groups:
        if group.side != "foes" or group.key in ch.spent or group.key == ch.actor:
            continue
        if not any(f.fighting for f in ch.members(group.key)):
            continue
        plan = _plan(game, group.key, minor=True)
        if plan is not None and aloft.solid(game, group.key, plan.action, _uses(plan)):
            out.append(_declare(game, group.key, plan, minor=True))
    return tuple(out)


# --- playing the band's actions ------------------------------------------------------------------


def play(game: Table, d: Declared) -> None:
    """Reveal and resolve a band's action."""
    handler = {
        "Attack": _attack,
        "Recover": _recover,
        "Move": _move,
        "Dash": _move,
        "Avoid": _move,
        "Dodge": _lay,
        "Riposte": _lay,
        "Roughhouse": _roughhouse,
        zone_dooms.DOOM: _doom,
        spells.ACTION: incantations.play,
    }.get(d.action)
    if handler is None:
        return
    if d.action == "Attack" and d.doom == hold_rules.THROW:
        holds.throw(game, d.who)  # Throw Stones hurls one it holds, if it holds one
        if game.challenge is None:
            return
    handler(game, d)
    aloft.fade(game, d.who)


WHOLE_ACTIONS: dict[str, Callable[[Table, Declared], None]] = {
    bully.DOOM: bully.play,
    bewitching_beauty.DOOM: bewitching_beauty.play,
    absorb_bones.DOOM: absorb_bones.play,
    missiles.PELT: missiles.pick_up,
    perfect_imitation.DOOM: perfect_imitation.play,
    eat_eat_eat.DOOM: eat_eat_eat.play,
    shake.DOOM: shake.play,
}
"""Dooms played as the band's whole action, each by the one name it goes by, and what plays
it (``_doom``); a doom named by none is a zone-wide one (``zone_dooms``)."""


def _doom(game: Table, d: Declared) -> None:
    """A doom played as the band's whole action: Devour the Living, a hold's crush or swallow,
    a flier's, Call Bats and its kin, one of ``WHOLE_ACTIONS``, or a zone-wide doom."""
    if creature_heal.devours(d.doom):
        creature_heal.devour(game, d)
    elif d.doom is not None and hold_rules.crushing(d.doom):
        holds.crush(game, d.who, d.doom)
    elif d.doom == hold_rules.SWALLOW:
        holds.swallow(game, d.who)
    elif aloft.plays(d.doom):
        aloft.play(game, d)
    elif summoned.plays(d.doom):
        summoned.play(game, d)
    else:
        WHOLE_ACTIONS.get(d.doom or "", zone_dooms.play)(game, d)


def could_land(game: Table, d: Declared) -> bool:
    """Whether a band's declared Attack or Roughhouse would get through the defence of anyone
    it is aimed at, were it revealed now (pp. 112, 116, 122), with the favor ``_attack``
    gives it; any other action aimed at the guild is taken to land. Nothing changes.

    Policy (p. 114): the Fool is offered as an interrupt only when the blow would land —
    against one that falls short anyway it could change nothing (issue 19)."""
    if d.action not in ("Attack", "Roughhouse"):
        return True
    ch = game.under_way()
    if not any(f.fighting for f in ch.members(d.who)):
        return False
    zone, here = _band(ch, d.who)
    for key, count in d.targets:
        target = ch.fighter(key)
        if not target.fighting:
            continue
        if d.action == "Roughhouse":
            total = totals.value(game, d, "pentacles")
            total += _hampered(game, fate.Modifiers(), d).value
        else:
            if not missiles.reaches(ch, d.doom, zone, target.zone):
                continue  # out of reach: "out of reach", no blow
            m = _hampered(game, fate.Modifiers(d.favor, d.disfavor), d)
            m = _against(game, m, target, d.who, melee=not missiles.ranged(d.doom))
            if initiative.mob(count).favor:
                m = m.with_favor("ganging up (p. 122)")
            if "disarm" in here[0].effects:
                m = m.with_disfavor("bare-handed (p. 116)")
            total = totals.value(game, d, missiles.suit(d.doom)) + m.value
        shield = fighters.shielded(game, target)
        defence = facedown.standing(ch, target) + heavy_metal.braced(game, target)
        if initiative.beats(total, defence, shield=shield):
            return True
    return False


def _hampered(game: Table, m: fate.Modifiers, d: Declared) -> fate.Modifiers:
    """``m`` with the disfavor the band's own effects lay on its action (p. 12): an Exhausted
    or Blinded band acts with disfavor (Fight Dirty's Exhaust, p. 74, lands here). The band
    acts as one (p. 122) through its acting member, whose attribute it adds
    (``fighters.acting_member``), so that member's effects are the band's."""
    lead = fighters.acting_member(game.under_way(), d.who)
    if lead is None:
        return m
    own = effects.on_actor(game.pack.effects, fighters.suffered(game, lead), d.action)
    return fate.Modifiers((*m.favor, *own.favor), (*m.disfavor, *own.disfavor))


def _attack(game: Table, d: Declared) -> None:
    """The band's Attack (pp. 116, 122–123): one card, resolved once against each adventurer
    it turns on, with the mob's bonus for how many turn on each."""
    ch = game.under_way()
    zone, here = _band(ch, d.who)
    stats = _stats(game, d.who)
    base = totals.value(game, d, missiles.suit(d.doom))  # Wands for arcane force (p. 269)
    melee = not missiles.ranged(d.doom)  # from afar: no engagement nor Riposte (p. 109)
    missiles.thrown(game, d)  # the harpy's stone leaves its claws (p. 265)
    lethal = stance(game, d.who).lethal
    doom = next((x for x in (*stats.greater, *stats.lesser) if x.name == d.doom), None)
    queue = list(_swept(game, d, zone))
    planned = len(queue)
    for key, count in queue:  # a Trample adds one more target as it misses
        if game.challenge is None:
            return
        target = game.challenge.fighter(key)
        if not target.fighting or not missiles.reaches(ch, d.doom, zone, target.zone):
            game.log.emit(
                ev.Action,
                who=ch.group(d.who).name,
                action="Attack",
                card=d.card,
                value=base,
                minor=d.minor,
                target=target.name,
                vs=None,
                result="out of reach",
                extra=d.extra,
            )
            continue
        mob = initiative.mob(count)
        m = _hampered(game, fate.Modifiers(d.favor, d.disfavor), d)
        m = _against(game, m, target, d.who, melee=melee)
        sensed.told(game, d.who, target)
        if mob.favor:
            m = m.with_favor(f"{count} gang up on {target.name} (p. 122)")
        if "disarm" in here[0].effects:
            m = m.with_disfavor("bare-handed (p. 116)")
        total = base + m.value
        attacker = game.challenge.fighter(here[0].key)
        first = melee and facedown.polearm_first(game, target)
        if first:
            game.ruling(
                "p. 170", f"{grammar.possessive(target.name)} polearm Riposte strikes first"
            )
            facedown.riposte(game, target, attacker, total)
            if game.challenge is None:
                return
            attacker = game.challenge.fighter(attacker.key)
            if not attacker.fighting:
                here = [f for f in here if game.challenge.fighter(f.key).fighting]
                if not here:
                    return
                continue
        hit, defence = facedown.defend(game, target, total, tough=False)
        piercing = mob.piercing or _doom_says(doom, "piercing")
        critical = mob.critical
        result = "hit" if hit else "miss"
        if hit and (piercing or critical):
            result += " (critical)" if critical else " (piercing)"
        game.log.emit(
            ev.Action,
            who=ch.group(d.who).name,
            action="Attack",
            card=d.card,
            value=total,
            minor=d.minor,
            target=target.name,
            vs=defence,
            result=result,
            favor=m.value,
            extra=d.extra,
            reasons=(*m.favor, *m.disfavor) if m.value else (),
        )
        queue.extend(_trample(game, d, zone, queue, hit or len(queue) > planned))
        if hit:
            _engage(game, d, attacker, target.key)
            if not _instead(game, d, doom, target):
                _strike(game, target, d, total, defence, lethal, piercing, critical, attacker.key)
                if doom is not None:
                    _rider(game, doom, target, attacker.key)
        if game.challenge is not None and not first and melee:
            facedown.riposte(
                game, game.challenge.fighter(key), game.challenge.fighter(attacker.key), total
            )


def _instead(game: Table, d: Declared, doom: Doom | None, target: Fighter) -> bool:
    """A hit that does its doom's thing in place of harm: a snare (Web, Steal Face) or
    Control (Command, Possess, Mesmerize …). Returns whether it did."""
    if snare_rules.snares(d.doom) and doom is not None:
        webs.snare(game, doom.name, target, game.under_way().group(d.who).name)
        return True
    if control_rules.controls(d.doom):
        control.seize(game, d, target)
        return True
    return False


def _engage(game: Table, d: Declared, attacker: Fighter, struck: str) -> None:
    """A hit engages striker and struck (p. 109), but never a blow from afar (pp. 265, 269)."""
    if not missiles.ranged(d.doom):
        aloft.engage(game, attacker, struck)


def _rider(game: Table, doom: Doom, target: Fighter, attacker: str) -> None:
    """What a doom's hit brings beside its Wounds: the first effect it names that the
    Challenge plays (p. 246), unless the target's shield turns it (Aegis, p. 70); and a
    Displace for Tail Bite (p. 257; the GM picks the zone)."""
    infectious_disease.bite(game, doom.name, target.key)  # p. 262
    dolorous_kiss.kiss(game, doom.name, target.key, attacker)  # p. 284
    breath_of_ice.freeze(game, doom.name, target.key)  # p. 285
    landed = [e for e in doom.effects if e in PLAYED]
    if landed and game.challenge is not None and game.challenge.fighter(target.key).fighting:
        if not aegis.turns(game, target.key, landed[0], cause=doom.name):
            harm.afflict(game, target.key, landed[0])
        game.ruling("p. 246", f"{doom.name}: {doom.text}")
    if not dooms.displaces(doom.name) or game.challenge is None:
        return
    if game.challenge.fighter(target.key).fighting:
        game.ruling(
            f"p. {dooms.PAGE[doom.name]}",
            f"{doom.name}: the hit throws {target.name} aside (Displace)",
        )
        pentacles.manhandle(game, target.key, "displace", by=attacker)


def _swept(game: Table, d: Declared, zone: int) -> tuple[tuple[str, int], ...]:
    """Whom the Attack strikes: its targets, and with Sweeping Club and the like everyone
    else in the zone too (pp. 254, 260, 275, 279)."""
    ch = game.under_way()
    named = {key for key, _ in d.targets}
    swept = [f.key for f in ch.in_zone(zone, "guild") if f.key not in named]
    if d.doom is None or not swept or not dooms.sweeps(d.doom, own_turn=not d.minor):
        return d.targets
    game.ruling(
        f"p. {dooms.PAGE[d.doom]}",
        f"{d.doom}: the blow sweeps through everyone in {ch.zone(zone).name}",
    )
    return (*d.targets, *((key, 1) for key in swept))


def _trample(
    game: Table, d: Declared, zone: int, queue: list[tuple[str, int]], done: bool
) -> tuple[tuple[str, int], ...]:
    """Trample (p. 247): a missed Attack turns on a second adventurer in the zone, once."""
    if done or d.doom != dooms.TRAMPLE or game.challenge is None:
        return ()
    ch = game.challenge
    aimed = {key for key, _ in queue}
    other = next((f for f in ch.in_zone(zone, "guild") if f.key not in aimed), None)
    if other is None:
        return ()
    game.ruling(f"p. {dooms.PAGE[dooms.TRAMPLE]}", f"Trample: the charge runs on at {other.name}")
    return ((other.key, 1),)


PLAYED = frozenset(
    {
        "blind",
        "deafen",
        "root",
        "trip",
        "disarm",
        "knockout",
        "stun",
        "silence",
        "exhaust",
        "shroud",
    }
)
"""Doom effects the Challenge plays on a hit; Control is played in place of the hit's harm
(``worm.engine.control``), and others (Curse …) need stories the automated GM does not tell
yet, and are not played."""


def _doom_says(doom: Doom | None, word: str) -> bool:
    return doom is not None and word in doom.text.lower()


def _against(
    game: Table, m: fate.Modifiers, target: Fighter, band: str, *, melee: bool = True
) -> fate.Modifiers:
    against = effects.against(
        game.pack.effects,
        fighters.suffered(game, target),
        "melee" if melee else "missile",
        unarmed=fighters.unarmed(game, target),
        can_see_shrouded=sensed.seer(game, band, target) is not None,  # pp. 248, 254, 267
    )
    m = fate.Modifiers((*m.favor, *against.favor), (*m.disfavor, *against.disfavor))
    weapon = fighters.weapon_of(game, target)
    if melee and weapon is not None and weapons.missile(weapon):
        m = m.with_favor(f"{target.name} holds a missile weapon (p. 170)")
    rules = game.under_way().zone(target.zone).rules
    if "obscured" in rules:
        m = m.with_disfavor(
            f"{grammar.agree(target.name, 'are', single=target.side == 'guild')} hard to see"
        )
    if "precarious" in rules:
        m = m.with_disfavor("a precarious footing (p. 113)")
    return m


def _strike(
    game: Table,
    target: Fighter,
    d: Declared,
    total: int,
    defence: int | None,
    lethal: bool,
    piercing: bool,
    critical: bool,
    attacker: str,
) -> None:
    """An Attack's hit on an adventurer: one Wound, or two by Claw or Deadly Attack
    (``worm.rules.dooms.attack_wounds``); the imps' Vomit Notches a thing instead. A Wound
    on an orc's blood talent sets it to work on ``attacker`` (p. 64)."""
    ch = game.under_way()
    if d.doom in (imps.VOMIT, corrosive_attack.DOOM):  # no Wound: gear (pp. 266, 250)
        gear = imps.vomit if d.doom == imps.VOMIT else corrosive_attack.corrode
        gear(game, target.key, ch.group(d.who).name)
        return
    worn = (c.item for c in fighters.adventurer(game, target.key).inventory.slots("belt") if c)
    if not critical and dooms.cooked(d.doom, worn):
        critical = True
        game.ruling(
            f"p. {dooms.PAGE[dooms.BREATH_OF_FIRE]}",
            f"Breath of Fire: {target.name} is cooked inside metal armor: Critical damage",
        )
    count = 1 if critical else dooms.attack_wounds(d.doom, total, defence)
    if count > 1 and d.doom is not None:
        game.ruling(f"p. {dooms.PAGE[d.doom]}", f"{d.doom}: {count} Wounds to {target.name}")
    for _ in range(count):
        if game.challenge is None or not game.challenge.fighter(target.key).fighting:
            return
        before = fighters.adventurer(game, target.key)
        _wound(
            game,
            target,
            lethal,
            piercing=piercing,
            critical=critical,
            cause=ch.group(d.who).name,
        )
        blood.struck(game, target.key, attacker, before, doom=d.doom)
        after = game.guild.adventurer(target.key)
        creature_heal.feed(game, d.who, attacker, before, after)


def _wound(
    game: Table, target: Fighter, lethal: bool, *, piercing: bool, critical: bool, cause: str
) -> None:
    """A Wound to an adventurer; trusting foes knock out rather than kill (p. 101)."""
    a = fighters.adventurer(game, target.key)
    if not lethal and (a.conditions.injured or critical):
        game.ruling("p. 101", f"{cause} fight to subdue: {a.name} is knocked out, not killed")
        harm.afflict(game, target.key, "knockout")
        return
    harm.wound_adventurer(game, target.key, piercing=piercing, critical=critical, cause=cause)


def _roughhouse(game: Table, d: Declared) -> None:
    ch = game.under_way()
    key = d.targets[0][0]
    target = ch.fighter(key)
    attacker = _band(ch, d.who)[1][0]
    hampered = _hampered(game, fate.Modifiers(), d)
    total = totals.value(game, d, "pentacles") + hampered.value
    first = facedown.polearm_first(
        game, target
    )  # a Riposte answers a Roughhouse too (pp. 116, 170)
    if first:
        facedown.riposte(game, target, attacker, total)
        if game.challenge is None or not game.challenge.fighter(attacker.key).fighting:
            return
    hit, defence = facedown.defend(game, game.under_way().fighter(key), total, tough=False)
    if hit and d.doom is None and target.side == "guild":  # a troll's strength (p. 60)
        theme = _stats(game, d.who).theme
        hit = not giants_strength.withstand(game, target, attacker, d.option or "trip", theme)
    game.log.emit(
        ev.Action,
        who=ch.group(d.who).name,
        action="Roughhouse",
        card=d.card,
        value=total,
        minor=d.minor,
        target=target.name,
        vs=defence,
        result=(d.doom if _takes(d.doom) or (d.doom and not d.option) else d.option or "trip")
        if hit
        else "miss",
    )
    if aloft.pulls(d.doom):
        aloft.drop(game, attacker.key, key, hit=hit)
    elif hit and pilfering.pilfers(d.doom) and target.side == "guild":
        assert d.doom is not None
        nose = perception.senses_magic(n.name for n in _stats(game, d.who).notes)
        pilfered.take(game, d.doom, target, attacker, ch.group(d.who).name, nose=nose)
    elif hit and d.doom == hold_rules.ENGULF and target.side == "guild":
        holds.engulf(game, target, ch.group(d.who).name)
    elif hit and d.doom is not None and hold_rules.seizes(d.doom, "Roughhouse"):
        holder = _holder(game, d.who, d.doom) or attacker
        holds.seize(game, target, holder, d.doom, ch.group(d.who).name)
    elif hit:
        pentacles.manhandle(game, key, d.option or "trip", by=d.who)
        if game.challenge is not None and target.side == "guild":
            imps.befoul(game, _stats(game, d.who), key)
    if game.challenge is not None and not first:
        facedown.riposte(
            game, game.challenge.fighter(key), game.challenge.fighter(attacker.key), total
        )


def _takes(doom: str | None) -> bool:
    """Whether a Roughhouse with ``doom`` does its doom's thing rather than a manhandling."""
    return (
        pilfering.pilfers(doom)
        or hold_rules.seizes(doom, "Roughhouse")
        or (doom == hold_rules.ENGULF)
    )


def _holder(game: Table, band: str, doom: str) -> Fighter | None:
    """The member of ``band`` in its zone with room to hold one more by ``doom``."""
    ch = game.under_way()
    zone, here = _band(ch, band)
    return next((f for f in here if holds.room(game, f.key, doom)), None)


def _hold_plan(
    game: Table, key: str, stats: foes.Statblock, seen: list[tactics.Mark]
) -> tactics.Plan | None:
    """A holding creature's action (policy ``worm.gm.holds``): a Squeeze on those it holds
    with a greater doom in hand, else a grab, a bite or an engulfing on the first free
    adventurer in reach while a member has room."""
    ch = game.under_way()
    primary = tactics.target(seen, emotion(game), ch.harmed_by.get(key))
    marks = [m.key for m in seen if primary is None or m.key != primary.key]
    if primary is not None:
        marks.insert(0, primary.key)
    hand = ch.hand(GM)
    big, cards = tactics.greater(hand), tactics.lesser(hand)
    mine = [doom for who, (holder, doom) in ch.held.items() if ch.fighter(holder).group == key]
    crush = holding.crusher((d.name for d in stats.greater if d.card == "play"), mine)
    if crush is not None and big:
        game.ruling(holding.CHOSEN, f"the GM plays a greater doom as {crush}")
        victims = tuple(
            (who, 1)
            for who, (h, hold) in ch.held.items()
            if ch.fighter(h).group == key
            and (hold_rules.crushes(crush, hold) or hold_rules.swallows(crush, hold))
        )
        one = crush == hold_rules.SWALLOW  # one gulp, one victim (p. 258)
        return tactics.Plan(zone_dooms.DOOM, big[0], victims[:1] if one else victims, doom=crush)
    seize = holding.seizing((d.name, d.action) for d in (*stats.lesser, *stats.greater))
    if seize is None or not cards or _holder(game, key, seize) is None:
        return None
    greater = seize in (d.name for d in stats.greater)
    if greater and not big:
        return None
    target = holding.seize_target(marks, ch.held)
    if target is None:
        return None
    game.ruling(holding.CHOSEN, f"the GM goes to hold {ch.fighter(target).name}: {seize}")
    return tactics.Plan(
        "Roughhouse", cards[-1], ((target, 1),), extra=big[0] if greater else None, doom=seize
    )


def _grind(game: Table, key: str) -> None:
    """Grind (p. 278): at the start of its turn the slime discards one greater doom, outside
    the one card a turn, to Wound everyone it has engulfed (policy ``worm.gm.holds``)."""
    ch = game.under_way()
    stats = _stats(game, key)
    mine = [doom for who, (holder, doom) in ch.held.items() if ch.fighter(holder).group == key]
    crush = holding.crusher((d.name for d in stats.greater if d.card == "discard"), mine)
    big = tactics.greater(ch.hand(GM))
    if crush is None or not big:
        return
    game.challenge = ch.without_card(GM, big[0])
    game.decks = tarot.discard(game.decks, big[0])
    game.challenge = evolve(game.under_way(), greater_spent=game.under_way().greater_spent + 1)
    game.ruling(holding.CHOSEN, f"the GM discards {big[0].name} for {crush}")
    holds.crush(game, key, crush)


def _engulf_or(
    game: Table, stats: foes.Statblock, health: int | None, plan: tactics.Plan
) -> tactics.Plan:
    """An elemental's Engulf (p. 247) in place of ``plan``, a plain Attack on a lesser card
    with no greater doom, when the policy ``worm.gm.holds`` has it; else ``plan``."""
    if hold_rules.ENGULF not in (d.name for d in stats.lesser) or plan.extra or plan.discard:
        return plan
    if plan.card not in tactics.lesser(game.under_way().hand(GM)) or not plan.targets:
        return plan
    pentacles, swords = stats.attribute("pentacles", health), stats.attribute("swords", health)
    if not holding.engulfs(pentacles, swords):
        return plan
    game.ruling(holding.CHOSEN, f"the GM plays a lesser doom as {hold_rules.ENGULF}")
    return tactics.Plan("Roughhouse", plan.card, plan.targets[:1], doom=hold_rules.ENGULF)


def _recover(game: Table, d: Declared) -> None:
    """Recover (p. 185): any lesser doom shakes off a hampering effect, for the whole band."""
    ch = game.under_way()
    shed = []
    for member in ch.members(d.who):
        gone = fighters.recoverable(game, member)
        if gone and member.fighting:
            ch = ch.with_fighter(evolve(member, effects=member.effects - {gone[0]}))
            shed.append(gone[0])
    game.challenge = ch
    words = ", ".join(sorted({game.pack.effects[e].name for e in shed})) or "nothing"
    game.log.emit(
        ev.Action,
        who=ch.group(d.who).name,
        action="Recover",
        card=d.card,
        value=None,
        minor=d.minor,
        target=None,
        vs=None,
        result=f"shake off {words}",
    )


def _lay(game: Table, d: Declared) -> None:
    ch = game.under_way()
    card = d.card
    assert card is not None
    suit: tarot.Suit = "swords" if d.action == "Riposte" else "pentacles"  # pp. 116–117
    bonus = 0 if d.minor else fighters.attribute(game, _band(ch, d.who)[1][0], suit)
    facedown.set_facedown(game, d.who, Facedown(d.action, card, bonus))
    game.log.emit(
        ev.Action,
        who=ch.group(d.who).name,
        action=d.action,
        card=None,
        value=None,
        minor=d.minor,
        target=None,
        vs=None,
        result="laid face down",
    )


def _run_off(game: Table, d: Declared, here: list[Fighter], name: str) -> None:
    """The band runs off the field: a free blow from each adventurer still engaged with it
    (p. 109), then out."""
    for member in here:
        harm.free_wounds(game, member.key)
        if game.challenge is None:
            return
        member = game.challenge.fighter(member.key)
        if member.fighting:
            game.challenge = game.challenge.with_fighter(
                evolve(member, out="fled", engaged=frozenset())
            )
    game.log.emit(
        ev.Action,
        who=name,
        action="Move",
        card=d.card,
        value=None,
        minor=d.minor,
        target=None,
        vs=None,
        result="flee the fight",
    )


def _move(game: Table, d: Declared) -> None:
    """The band moves (Move, Dash or Avoid), or runs off the field from a way out."""
    ch = game.under_way()
    zone, here = _band(ch, d.who)
    name = ch.group(d.who).name
    if own_way.leaves(d.doom):
        assert d.doom is not None
        own_way.break_away(game, d.who, d.doom, here)
        here = [game.under_way().fighter(f.key) for f in here]
    if d.option == "away":
        _run_off(game, d, here, name)
        return
    dest = int(d.option or zone)
    total = totals.value(game, d, "pentacles")
    game.log.emit(
        ev.Action,
        who=name,
        action=d.action,
        card=d.card,
        value=total,
        minor=d.minor,
        target=None,
        vs=None,
        result=grammar.toward(game.under_way().zone(dest).name),
    )
    leaps = aloft.leaps(game, d)  # Great Leap: the Dash clears the zone between (p. 256)
    for member in here:
        if game.challenge is None:
            return
        member = game.challenge.fighter(member.key)
        if not member.fighting:
            continue
        if d.action == "Avoid":
            for other in sorted(member.engaged):
                them = game.challenge.fighter(other)
                if total < game.challenge.initiative(them.group):
                    game.ruling("p. 117", f"{them.name} strikes as {member.name} slips away")
                    harm.harm_foe(game, member.key, 1, by=other, melee=True)
            engagement.disengage(game, member.key)
        elif member.engaged:
            harm.free_wounds(game, member.key)
        if game.challenge is not None and game.challenge.fighter(member.key).fighting:
            path = [dest]
            if dest not in game.challenge.zone(zone).neighbours and not leaps:
                path = [
                    z
                    for z in game.challenge.zone(zone).neighbours
                    if dest in game.challenge.zone(z).neighbours
                ][:1] + [dest]
            for step in path:
                harm.enter_zone(game, member.key, step)


# --- surprise, and the end of a round ---------------------------------------------------


def surprise(game: Table) -> None:
    """The band's free action on a surprised guild (p. 110), by the tactic policy."""
    ch = game.under_way()
    meeting = game.meeting
    assert meeting is not None
    lit = sum(1 for a in game.guild.adventurers if a.active for c in a.inventory.things() if c.lit)
    back = next((z for z in ch.zones if z.back), None)
    tactic = tactics.ambush_tactic(meeting.talks, back is not None, lit)
    if tactic == 1 and back is not None:
        game.ruling(
            "p. 110",
            f"tactic 1, an advantage: {grammar.agree(meeting.name, 'bar', single=meeting.single)} "
            f"{back.name}",
        )
        zones = tuple(
            evolve(z, exit=False, barred=True, name=f"{z.name} (barred)") if z.id == back.id else z
            for z in ch.zones
        )
        game.challenge = evolve(ch, zones=zones)
        return
    if tactic == 2:
        holder = next(
            a for a in game.guild.in_marching_order() for c in a.inventory.things() if c.lit
        )
        carried = next(c for c in holder.inventory.things() if c.lit)
        game.ruling(
            "p. 110",
            "tactic 2, take what they need: "
            f"{grammar.agree(meeting.name, 'snuff', single=meeting.single)} "
            f"{grammar.possessive(holder.name)} light",
        )
        _douse(game, holder, carried)
        return
    game.ruling("p. 110", f"tactic 3, shank them: each of {meeting.name} strikes one adventurer")
    victims = [f.key for f in ch.side("guild")]
    for member, victim in zip([f for f in ch.side("foes")], victims, strict=False):
        if game.challenge is None:
            return
        harm.wound_adventurer(game, victim, cause=f"{grammar.possessive(member.name)} ambush")


def _douse(game: Table, holder: Adventurer, carried: Carried) -> None:
    """A light put out by the foes (p. 110): it can be lit again."""
    out = carried.model_copy(update={"lit": False})
    game.set_adventurer(
        holder.model_copy(update={"inventory": pack_space.replace(holder.inventory, out)})
    )
    game.log.emit(
        ev.Light,
        who=holder.name,
        item=game.pack.items[carried.item].name,
        change="out",
        flickers=carried.flickers or 0,
    )
    darkness.after_light(game)


def assess(game: Table) -> None:
    """The GM weighs the fight at the end of a round (p. 123; policy, rules digest §27):
    a band that has lost heart surrenders; a guild on the ropes is told it may run; a guild
    that has slipped out of reach is gone."""
    ch: Challenge | None = game.challenge
    if ch is None:
        return
    meeting = game.meeting
    for band in [g for g in ch.groups if g.side == "foes"]:  # each band its own Morale (p. 119)
        feeling, strength = meeting.mood_of(band.key) if meeting is not None else ("", "")
        furious = strength == "intense" and feeling in ("anger", "distaste")  # its own (p. 121)
        standing = [f for f in game.under_way().members(band.key) if f.fighting]
        if not standing or furious or _stats(game, band.key).morale_immune:
            continue
        situation, why = wands.sizeup(game, band.key)
        if situation != "panicking":
            continue
        game.ruling("p. 123", f"{band.name} are beaten ({why}): they surrender")
        for member in standing:
            game.challenge = game.under_way().with_fighter(
                evolve(member, out="surrendered", engaged=frozenset())
            )
        if resolution.decided(game):
            return
    ch = game.under_way()
    guild = ch.side("guild")
    if (
        guild
        and all(ch.zone(f.zone).exit for f in guild)
        and not any(ch.in_zone(f.zone, "foes") for f in guild)
    ):
        ending.finish(game, "retreat", "the guild slips away out of reach")
        return
    hurt = sum(1 for f in guild if fighters.adventurer(game, f.key).conditions.injured)
    if guild and hurt * 2 >= len(guild):
        game.ruling("p. 123", "the fight goes badly: the guild may retreat (p. 124)")
