"""Step 3 of the City Phase, City Events (pp. 150–153), and their restock (p. 160).

The GM turns a major card and reads the City Events row at it; XXI sends the GM to Signs and
Portents, read by the minor card atop the discard (the oracle, p. 182: an empty pile or the
Fool draws afresh). The row is marked as it happens, and the restock of step 8 writes a
reserve row over each marked one (policy ``worm.gm.city_events.replacement``).

What a row does is played at once — gold, a theft, a test of fate, a condition, upkeep prices
and rations — or recorded on the ``CityState`` for the slices still to come (banned City
Actions, districts, rulers, contracts). The inn fire of XX waits until after the City Actions
(p. 152), which is the moment the guild delves while step 6 is not played; so does the
Blood-Red Star, which sends the guild down Stressed whatever its lodging did (p. 153).
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar, tarot
from worm.content.city_events import CityEffect, CityEvent, FateCall, Portent
from worm.content.models import ContentPack, MarketTier
from worm.engine import (
    affliction_stages,
    arete,
    giants_strength,
    outright,
    portents,
    read_the_past,
)
from worm.engine import events as ev
from worm.engine.table import Table
from worm.gm import city_events as policy
from worm.gm import city_tests
from worm.model.adventurer import Adventurer
from worm.model.city import CityState, EventRead
from worm.model.crawl import Asked
from worm.rules import city_events as rules
from worm.rules import conditions, effects, fate, oracle, pack_space

EVENTS_STEP = 3
RESTOCK_STEP = 8
BANDS = {
    "curiosity": "a curiosity",
    "happening": "a happening",
    "rumor": "a rumor",
    "travel": "a travel event",
    "signs": "signs and portents",
}
"""How a ruling names each band of p. 150."""


FLAG_WORDS = {
    "regime_change": "a new ruler",
    "townhouse": "a townhouse for the guild",
    "add_district": "a new district",
    "remove_district": "a district lost",
    "art_unsold": "art and valuables will not sell",
    "child_of_silence": "the Child of Silence",
    "contracts_void": "every contract void",
    "district_action_banned": "a district's own action barred",
    "dreams": "strange dreams",
    "no_dogs": "no dogs for sale",
    "npcs_vanish": "townsfolk vanishing",
    "undead_plague": "an undead plague",
    "stray_dog": "a stray dog",
}
"""How a City Event's recorded rule reads in the log, never as its id."""


def read(game: Table) -> None:
    """Step 3 (p. 150): draw a major card, read its row (XXI: Signs and Portents, p. 153),
    mark it, and play what it does."""
    game.log.emit(ev.CityStep, step=EVENTS_STEP, name="events")
    game.city = replace(_city(game), step=EVENTS_STEP)
    portents.linger(game)
    card = game.draw_and_discard("major", "city_event")
    row = rules.row(game.pack.city_events, game.city_rows, card.value)
    if card.value in game.city_marked:
        game.ruling(
            "p. 160",
            f"{card}: {row.name} has happened already and no new row was written over it; "
            "the City is quiet this time",
        )
        _record(game, EventRead(card.value, row.id, row.name, quiet=True))
        return
    game.ruling("p. 150", f"{card} on the City Events table: {BANDS[row.category]}, {row.name}")
    game.city_marked = rules.marks(card.value, game.city_marked)
    entry: CityEvent | Portent = row
    sign: int | None = None
    if card.value == rules.SIGNS:
        sign_card = game.read_discard("portent")
        sign = sign_card.value
        entry = next(p for p in game.pack.portents.values() if p.card == sign)
        game.ruling("p. 153", f"the top of the minor discard, {sign_card}, reads {entry.name}")
    target = _target(game, entry)
    read_as = EventRead(
        card.value,
        row.id,
        entry.name,
        portent=entry.id if sign is not None else None,
        sign=sign,
        target=target.id if target else None,
    )
    _record(game, read_as)
    game.log.emit(ev.Narration, text=entry.text)
    if target is not None and giants_strength.city_contest(game, target, entry.id):
        return  # a troll's contest of strength, won with no test (p. 60)
    if play(game, entry.effect, target, entry.page, entry.id) and target is not None:
        arete.contest_won(game, target.id, entry.id)  # a human's rival bested (p. 28)


def _record(game: Table, read_as: EventRead) -> None:
    game.city = replace(_city(game), event=read_as)
    game.log.emit(
        ev.CityEvent,
        card=tarot_major(read_as.card),
        entry=read_as.entry,
        name=read_as.name,
        portent=read_as.portent,
        target=game.guild.adventurer(read_as.target).name if read_as.target else None,
        quiet=read_as.quiet,
    )


def tarot_major(value: int) -> tarot.Card:
    """The major card of ``value`` (1–21)."""
    return tarot.MAJOR_CARDS[value - 1]


def _city(game: Table) -> CityState:
    assert game.city is not None, "City Events are read in the City Phase (p. 148)"
    return game.city


def _living(game: Table) -> list[Adventurer]:
    return [a for a in game.guild.in_marching_order() if not a.conditions.dead]


def _target(game: Table, entry: CityEvent | Portent) -> Adventurer | None:
    """Whom the row falls on: the oracle's pick for ``random`` (p. 182), else by rating or
    marching order (``rules.pick``); nobody for the guild as a whole."""
    if entry.target in ("guild", "none") or not _living(game):
        return None
    if entry.target == "random":
        return _random(game)
    if entry.target == "heir":
        heir = game.omens.townhouse
        return next((a for a in _living(game) if a.id == heir), None)
    roster = [(a.id, {s: a.attributes[s] for s in tarot.SUITS}) for a in _living(game)]
    who = rules.pick(entry.target, roster)
    return None if who is None else game.guild.adventurer(who)


def _random(game: Table) -> Adventurer:
    """The adventurer the top of the minor discard points at (p. 182), as in the Crawl: a miss
    (no such path, the Fool, an empty pile) draws a fresh card; a second miss takes the front
    of the marching order."""
    order = _living(game)
    roster = [(a.id, a.path) for a in order]
    card = game.decks.minor.top_discard
    for attempt in range(2):
        if card is None or attempt:
            card = game.draw_and_discard("minor", "oracle")
        who = oracle.adventurer(card, roster)
        if who is not None:
            return game.guild.adventurer(who)
    return order[0]


def play(
    game: Table, effect: CityEffect, target: Adventurer | None, page: int, entry: str = ""
) -> bool:
    """What a row does now (pp. 151–153), and what it sets for the rest of the phase; True
    when the row called on its target to test fate and the test was won. ``entry`` is the
    row's id, which says what its test is about (``worm.gm.city_tests``)."""
    rule = f"p. {page}"
    if effect.colour:
        game.ruling(rule, "colour only: the City shows its face, and nothing changes")
        return False
    _set_rules(game, effect, rule)
    portents.play(game, effect.flags, target)
    if target is not None and effect.gold:
        _gold(game, target, effect.gold, rule)
    if target is not None and effect.theft:
        _theft(game, target, rule)
    if target is not None and effect.test is not None and effect.test.when == "now":
        return _called_on(game, target, effect.test, rule, entry)
    return False


def _set_rules(game: Table, effect: CityEffect, rule: str) -> None:
    city = _city(game)
    city = replace(
        city,
        prices=tuple(effect.prices.items()) or city.prices,
        rations_at=effect.rations_at or city.rations_at,
        banned=(*city.banned, *effect.banned),
        only=(*city.only, *effect.only),
        flags=(*city.flags, *effect.flags),
        rumors=(*city.rumors, effect.rumor) if effect.rumor else city.rumors,
    )
    game.city = city
    if effect.prices:
        costs = ", ".join(f"{tier} {cost}" for tier, cost in effect.prices.items())
        game.ruling(rule, f"upkeep costs change this City Phase: {costs} gold")
    if effect.rations_at:
        game.ruling(rule, f"rations come only with {effect.rations_at} upkeep this City Phase")
    if effect.banned:
        game.ruling(rule, f"City Actions barred this phase: {', '.join(effect.banned)}")
    if effect.only:
        game.ruling(rule, f"the only City Action this phase: {', '.join(effect.only)}")
    if effect.flags:
        told = ", ".join(FLAG_WORDS.get(f, f.replace("_", " ")) for f in effect.flags)
        game.ruling(rule, f"recorded for the City to come: {told}")
    if effect.rumor:
        game.ruling(rule, f"a rumor for the guild: {effect.rumor}")
        read_the_past.hear(game, f"A rumor for the guild: {effect.rumor}")
    if effect.stressed:
        game.ruling(rule, "the guild will set out on the next Crawl Stressed")


def _gold(game: Table, a: Adventurer, change: int, rule: str) -> None:
    moved = change if change > 0 else -min(a.gold, -change)
    if not moved:
        game.ruling(rule, f"{a.name} has no gold to lose")
        return
    game.set_adventurer(a.model_copy(update={"gold": a.gold + moved}))
    game.log.emit(
        ev.Item,
        who=a.name,
        item="gold",
        change="gained" if moved > 0 else "lost",
        count=abs(moved),
        cause=f"City Event, {rule}",
    )


def _theft(game: Table, a: Adventurer, rule: str) -> None:
    """A Theft (p. 152): the thing in the pack slot the oracle names (a fresh major card,
    p. 182) is taken, to turn up on a stall for the guild to buy back (``worm.engine.stall``)."""
    slot = game.draw_and_discard("major", "oracle").value
    uid = rules.stolen(a.inventory, slot)
    if uid is None:
        game.ruling(rule, f"the thief finds {grammar.possessive(a.name)} pack empty")
        return
    carried = next(c for c in a.inventory.things() if c.uid == uid)
    name = game.pack.items[carried.item].name
    game.set_adventurer(a.model_copy(update={"inventory": pack_space.remove(a.inventory, uid)}))
    game.ruling(
        rule,
        f"pack slot {slot} and on: the thief takes {grammar.possessive(a.name)} {name.lower()}",
    )
    game.log.emit(
        ev.Item, who=a.name, item=name, change="lost", count=carried.count, cause="stolen"
    )
    city = _city(game)
    stall = (*city.stall, (a.id, carried.item, carried.count))
    game.city = replace(city, stolen=(*city.stolen, name), stall=stall)


def _called_on(game: Table, a: Adventurer, call: FateCall, rule: str, entry: str) -> bool:
    """A test of fate the row calls for; True when it was drawn and won (a failure pays the
    row's price; walking away draws nothing)."""
    if call.optional and not policy.rises_to(a):
        game.ruling(
            rule,
            f"{a.name} walks away rather than test {grammar.attribute(call.attribute)} (policy)",
        )
        return False
    if _test(game, a, call, rule, entry):
        return True
    game.ruling(
        "p. 9",
        f"{grammar.possessive(a.name)} test stands as drawn: nobody pushes in the City (policy)",
    )
    for cost in call.failure:
        _pay(game, game.guild.adventurer(a.id), cost, rule)
    return False


def _test(game: Table, a: Adventurer, call: FateCall, rule: str, entry: str) -> bool:
    """Draw the test for ``a`` (p. 8). Policy (p. 9): the City's tests stand as drawn — nobody
    pushes against a crowd or a fire — and a great failure costs what the row says a failure
    costs, nothing more: the guild is out of danger and rests before it goes down. Iron
    Beards, Underfoot or Colossal may still make it a success, where the test bears on it
    (p. 61, ``outright.city_test``)."""
    mods = effects.on_actor(game.pack.effects, affliction_stages.held(game, a))
    card = game.draw("minor", "fate")
    rating = affliction_stages.rating(game, a, call.attribute)
    result = fate.resolve(call.attribute, rating, mods.value, card, a.id)
    asked = Asked(a.id, call.attribute, city_tests.task(entry))
    row = game.pack.city_events.get(entry) or game.pack.portents.get(entry)
    named = row.name if row is not None else "a City Event"
    failed = f"{named}, {rule}: {card.name} for {grammar.attribute(call.attribute)} {result.total}"
    result = outright.city_test(game, asked, result, cause=f"{failed}, a failure")
    game.decks = tarot.discard_all(game.decks, result.cards)
    game.log.emit(
        ev.Fate,
        who=a.name,
        attribute=result.attribute,
        rating=result.rating,
        cards=result.cards,
        favor=result.favor,
        total=result.total,
        pushed=False,
        outcome=result.outcome.value,
        task=f"City Event, {rule}",
        favor_reasons=mods.favor,
        disfavor_reasons=mods.disfavor,
    )
    affliction_stages.tested(game, a.id)  # a stage's price after each test (p. 98)
    return result.outcome in (fate.Outcome.SUCCESS, fate.Outcome.GREAT_SUCCESS)


def _pay(game: Table, a: Adventurer, cost: str, rule: str) -> None:
    if cost == "stressed":
        _stress(game, a, f"City Event, {rule}")
        return
    for uid in rules.bottom_two(a.inventory):
        a = game.guild.adventurer(a.id)
        carried = next(c for c in a.inventory.things() if c.uid == uid)
        name = game.pack.items[carried.item].name
        game.set_adventurer(a.model_copy(update={"inventory": pack_space.remove(a.inventory, uid)}))
        game.log.emit(
            ev.Item,
            who=a.name,
            item=name,
            change="lost",
            count=carried.count,
            cause="left in the fire",
        )


def _stress(game: Table, a: Adventurer, cause: str) -> None:
    if not a.conditions.stressed:
        game.set_adventurer(conditions.stress(a))
        game.log.emit(ev.Condition, who=a.name, change="Stressed", cause=cause)


def after_actions(game: Table) -> None:
    """What waits until after step 6 (pp. 152–153): the inn fire's Pentacles tests, and the
    Blood-Red Star's sleepless guild going down Stressed."""
    read_as = _city(game).event
    if read_as is None or read_as.quiet:
        return
    entry = game.pack.portents[read_as.portent] if read_as.portent else None
    row = entry or game.pack.city_events[read_as.entry]
    effect, rule = row.effect, f"p. {row.page}"
    if effect.test is not None and effect.test.when == "after_actions":
        game.ruling(
            rule,
            f"{row.name}: everyone tests {grammar.attribute(effect.test.attribute)} to get out",
        )
        for a in _living(game):
            _called_on(game, a, effect.test, rule, row.id)
    if effect.stressed:
        for a in _living(game):
            _stress(game, a, f"{row.name}, {rule}")


def restock(game: Table) -> None:
    """Step 8 (p. 160): a reserve row of its band is written over each marked City Events row
    (policy ``replacement``); a row with no reserve left stays marked."""
    game.log.emit(ev.CityStep, step=RESTOCK_STEP, name="restock")
    for card in sorted(game.city_marked):
        spare = rules.unused(game.pack.city_events, game.city_rows, card)
        held = ("townhouse",) if game.omens.townhouse else ()
        chosen = policy.replacement(spare, held)
        old = rules.row(game.pack.city_events, game.city_rows, card)
        if chosen is None:
            game.ruling("p. 160", f"no new City Event is ready to replace {old.name}")
            continue
        game.city_rows = rules.write(game.city_rows, card, chosen.id)
        game.city_marked = game.city_marked - {card}
        game.ruling("p. 160", f"the City Events table: {chosen.name} replaces {old.name}")


def tiers(pack: ContentPack, city: CityState | None) -> tuple[MarketTier, ...]:
    """The upkeep tiers at this phase's prices (p. 154; an event may change them, p. 151)."""
    return rules.priced(pack.market.values(), city.prices if city else ())


def rations(city: CityState | None, chosen: str) -> bool:
    """Whether ``chosen`` upkeep buys rations this phase (the Famine, p. 151)."""
    return city is None or rules.rations_sold(chosen, city.rations_at)


def allowed(city: CityState, action: str) -> bool:
    """Whether this phase's event lets anyone take a City Action (pp. 151, 153)."""
    return rules.allowed(action, city.banned, city.only)
