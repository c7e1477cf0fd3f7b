"""The City Phase (chapter 9, p. 148), played in the book's order from the guild's return.

1. *Death and taxes* (p. 149): the All-Watch takes half of each adventurer's gold coins,
   rounded down (p. 171); the loot carried out is art and valuables, untaxed.
2. *Noteworthy deeds and Fame* (p. 149): the oldest deed on the roster is erased, then what
   the GM judges noteworthy since the last City Phase is written, five at most (policy
   ``worm.gm.deeds``); Fame is their number (p. 46).
3. *City Events* (pp. 150–153): a major card read on the City Events table, XXI on Signs and
   Portents (``worm.engine.city_events``); what it sets — upkeep prices, rations, banned City
   Actions — holds for the rest of the phase.
4. *Turn in contracts* (p. 154): each fulfilled contract pays its reward and 1 XP to every
   member; one the guild can no longer fulfil fails (``worm.engine.contracts``).
5. *Upkeep* (p. 154): first the loot is sold at the Omphalic Market (p. 162), after the tax so
   the sale is never taxed (p. 149, the order of p. 172); then each living adventurer pays a
   tier ('upkeep WHO TIER', ``Upkeep``), which feeds and lodges them, mends them as the tier
   allows and refills the pack (``worm.rules.upkeep``). Whoever has named no tier when the
   guild delves takes the dearest they can pay for. The tier paid also buys gear item by item
   and mends Notched gear at the Market (``worm.engine.market``, pp. 154, 163).
6. *City Actions* (pp. 156–159): each living adventurer takes one (``worm.engine.city_actions``);
   banked gold earns its interest as the guild comes up, before the tax (``interest``).
7. *Plan the next Crawl* (pp. 160–161): once every adventurer has taken a City Action, or the
   player moves on ('plan', ``Plan``), or the guild delves, the job board goes up (``plan``);
   the guild signs contracts from it ('take N', ``TakeContract``) until it delves, and names
   the entrance it goes in by ('delve [ENTRANCE]', ``Delve(level=…)``, p. 178).
8. *Restock the Underworld* (p. 160): ``crawl.restock`` as the guild goes down again, with the
   City Events rows that happened replaced (``city_events.restock``), then the Meatgrinder
   entries met written over and the rooms the guild changed brought up to date
   (``worm.engine.restocking``).

The City ends when the guild delves (``finish``, called by ``crawl.delve``).
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.content import constants
from worm.content.models import MarketTier
from worm.engine import (
    aftermath,
    arete,
    city_events,
    contracts,
    district_goods,
    districts,
    inspiration,
    kit,
    lingering,
    loans,
    portents,
    recovery,
    treasure,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import city_actions as city_policy
from worm.gm import deeds
from worm.model.adventurer import Adventurer
from worm.model.city import CityState
from worm.rules import camp as camp_rules
from worm.rules import city_actions as city_rules
from worm.rules import conditions, fame, pack_space, resolve, taxes
from worm.rules import upkeep as rules

UPKEEP_STEP = 5
ACTIONS_STEP = 6
PLAN_STEP = contracts.PLAN_STEP


def arrive(game: Table) -> None:
    """The guild is back on the surface: the City Phase begins (p. 148) and runs up to upkeep,
    where it waits for each adventurer's tier."""
    if game.phase != "city":
        return
    inspiration.expire(game)  # the session's end (policy, p. 79)
    gate = districts.gate_in(game, game.depth)  # Appendix D, p. 291
    game.city = CityState(step=1, gate=gate.name)
    interest(game)
    contracts.witness(game)  # before step 2 writes the feats as deeds
    game.log.emit(ev.CityStep, step=1, name="taxes")
    if not district_goods.portal(game):  # the Beggars Guild's way up (p. 310)
        death_and_taxes(game)
    lingering.carried_out(game)  # Death's Door at the surface (p. 126)
    aftermath.come_due(game)  # what a night of carousing left falls due (p. 157)
    game.city = replace(current(game), step=2)
    game.log.emit(ev.CityStep, step=2, name="deeds")
    noteworthy(game)
    arete.carried_out(game)  # an orc's great hoard (p. 28), before the Market sells it
    city_events.read(game)
    contracts.turn_in(game)
    game.log.emit(ev.CityStep, step=UPKEEP_STEP, name="upkeep")
    market(game)
    loans.collect(game)  # a district's loan falls due (p. 319)
    brought = tuple((a.id, a.gold) for a in living(game))  # for Carouse (policy, p. 156)
    game.city = replace(current(game), step=UPKEEP_STEP, brought=brought)
    costs = ", ".join(f"{t.name.lower()} {t.cost}" for t in tiers(game))
    game.log.emit(
        ev.Narration,
        text=f"Upkeep (gold): {costs}. Each chooses a tier; on delving again, the rest take "
        "the best they can pay for.",
        offers=("upkeep", "delve"),
    )


def current(game: Table) -> CityState:
    if game.city is None or game.phase != "city":
        raise IllegalCommand("the City Phase begins when the guild comes back up (p. 148)")
    return game.city


def living(game: Table) -> list[Adventurer]:
    """Who is alive in the City, in marching order."""
    return [a for a in game.guild.in_marching_order() if not a.conditions.dead]


def interest(game: Table) -> None:
    """Banked gold earns 2% each City Phase, rounded down, untaxed (p. 156; policy
    ``worm.gm.city_actions.INTEREST``)."""
    for a in game.guild.adventurers:
        paid = city_rules.interest(a.bank, game.pack)
        if paid == 0:
            continue
        rule, why = city_policy.INTEREST
        game.ruling(rule, why.format(name=a.name, balance=a.bank, paid=paid))
        game.set_adventurer(a.model_copy(update={"bank": a.bank + paid}))


def death_and_taxes(game: Table) -> None:
    """Step 1 (p. 149): half of the gold coins each carries, rounded down, to the All-Watch."""
    for a in living(game):
        paid = taxes.tax(a.gold)
        game.log.emit(ev.Tax, who=a.name, before=a.gold, paid=paid, after=a.gold - paid)
        if paid == 0:
            continue
        game.set_adventurer(a.model_copy(update={"gold": a.gold - paid}))
        game.ruling(
            "p. 149",
            f"the All-Watch takes half of {grammar.possessive(a.name)} "
            f"{a.gold} gold: {paid} in tax",
        )
        game.log.emit(
            ev.Item, who=a.name, item="gold", change="lost", count=paid, cause="tax, p. 149"
        )


def noteworthy(game: Table) -> None:
    """Step 2 (p. 149): the oldest deed is erased, the expedition's deeds written (five at
    most, policy ``worm.gm.deeds``); Fame is their number (p. 46)."""
    before = game.guild.fame
    if game.guild.deeds:
        game.ruling("p. 149", f"the City forgets the guild's oldest deed: {game.guild.deeds[0]}")
        game.guild = fame.forget_oldest(game.guild)
    loot = (game.pack.treasure[t] for t in treasure.new_loot(game.loot, game.kept))
    feats = (*game.feats, *(f for t in loot for f in deeds.carried(t.name, t.value, t.tags)))
    game.feats = ()
    game.city = replace(current(game), feats=feats)  # for the quest's judging (p. 33)
    written = deeds.judge(feats, constants.BOOK.deeds_max)
    if not written:
        game.ruling("p. 149", "nothing the guild did below is noteworthy this time")
    dastardly = {f.text for f in feats if f.kind == "dastardly"}
    for deed in written:
        if deed in dastardly:
            game.ruling(
                "p. 46", f"a dastardly deed: the guild {deed}; it counts for Fame all the same"
            )
        else:
            game.ruling("p. 149", f"a noteworthy deed: the guild {deed}")
        game.guild = fame.add_deed(game.guild, deed, dastardly=deed in dastardly)
    if game.guild.dastards:
        game.ruling(
            "p. 46", "every deed on the roster is dastardly: the guild is known as dastards"
        )
    now = game.guild.fame
    game.log.emit(
        ev.Narration,
        text=f"Fame {before} → {now} (p. 46): {deeds.meaning(now)}.",
    )


def market(game: Table) -> None:
    """Sell what the guild carried out at the Omphalic Market for its worth (p. 162), after the
    tax; the gold goes in equal shares (``rules.shares``)."""
    if not game.loot:
        return
    members = living(game)
    if not members:
        return
    seller = members[0]
    total = 0
    portents.keep_unsold(game)  # art the Black Miracle leaves unsold (p. 153)
    kept = current(game).unsold
    for treasure_id in game.loot:
        if treasure_id in kept:
            continue
        piece = game.pack.treasure[treasure_id]
        total += piece.value
        game.log.emit(ev.Market, who=seller.name, item=piece.name, price=piece.value, side="sold")
        game.log.emit(
            ev.Item,
            who=seller.name,
            item=piece.name,
            change="lost",
            cause=f"sold at the Omphalic Market for {piece.value} gold, p. 162",
        )
    sales = treasure.new_loot(game.loot, kept)
    game.loot, game.kept = kept, kept  # unsold art: with the guild, and no new deed next time
    game.ruling(
        "p. 162",
        f"the loot fetches {total} gold at the Market, untaxed: equal shares to "
        f"{len(members)}, odd coins to {seller.name}",
    )
    for a, share in zip(members, rules.shares(total, len(members)), strict=True):
        if share == 0:
            continue
        a = game.guild.adventurer(a.id)
        game.set_adventurer(a.model_copy(update={"gold": a.gold + share}))
        game.log.emit(
            ev.Item, who=a.name, item="gold", change="gained", count=share, cause="share of sales"
        )
    sharers = tuple(a.id for a in members)
    game.city = replace(
        current(game), sold=current(game).sold + total, sales=sales, sharers=sharers
    )


def tiers(game: Table) -> tuple[MarketTier, ...]:
    """The upkeep tiers at this phase's prices (p. 154, as the City Event sets them)."""
    return city_events.tiers(game.pack, game.city)


def tier(game: Table, word: str) -> MarketTier:
    """An upkeep tier by its id or name (p. 154), at this phase's price."""
    wanted = word.strip().lower()
    for t in tiers(game):
        if wanted in (t.id, t.name.lower()):
            return t
    names = ", ".join(game.pack.market)
    raise IllegalCommand(f"there is no upkeep tier {word!r}: {names} (p. 154)")


def upkeep(game: Table, command: cmd.Upkeep) -> None:
    """Step 5 (p. 154): ``who`` pays for a tier and takes what it gives; a ``payer`` makes up
    what their purse lacks (the example of p. 172; ``rules.split``)."""
    city = current(game)
    if city.step < UPKEEP_STEP:
        raise IllegalCommand("upkeep is paid from step 5 of the City Phase (p. 148)")
    a = game.guild.adventurer(command.who)
    if a.conditions.dead:
        raise IllegalCommand(f"{a.name} is dead: the dead pay no upkeep")
    chosen = city.tier_of(a.id)
    if chosen is not None:
        raise IllegalCommand(f"{a.name} has already paid for {chosen} upkeep")
    wanted = tier(game, command.tier)
    payer = None if command.payer is None else game.guild.adventurer(command.payer)
    if payer is None or payer.id == a.id:
        if wanted.cost > a.gold:
            raise IllegalCommand(
                f"{wanted.name} upkeep costs {wanted.cost} gold; {a.name} has {a.gold} (p. 154)"
            )
        pay(game, a, wanted)
        _all_paid(game)
        return
    if payer.conditions.dead:
        raise IllegalCommand(f"{payer.name} is dead: the dead pay for no one")
    own, given = rules.split(wanted.cost, a.gold)
    if given > payer.gold:
        raise IllegalCommand(
            f"{wanted.name} upkeep costs {wanted.cost} gold; {a.name} has {a.gold} and "
            f"{payer.name} {payer.gold}, {given - payer.gold} short together (p. 154)"
        )
    _chip_in(game, payer, a, given, wanted)
    pay(game, game.guild.adventurer(a.id), wanted)
    _all_paid(game)


def _all_paid(game: Table) -> None:
    """Step 5 is over once every living adventurer has paid for a tier: step 6 begins
    (policy ``HAND_OVER``, p. 148)."""
    city = current(game)
    if city.step != UPKEEP_STEP or any(city.tier_of(a.id) is None for a in living(game)):
        return
    game.ruling(*city_policy.HAND_OVER)
    game.city = replace(city, step=ACTIONS_STEP)
    game.log.emit(ev.CityStep, step=ACTIONS_STEP, name="city_actions")


def unpaid(game: Table) -> None:
    """Whoever has named no upkeep takes the dearest tier they can pay for (policy, p. 154)."""
    for a in living(game):
        if current(game).tier_of(a.id) is not None:
            continue
        chosen = rules.best(a.gold, tiers(game))
        game.ruling(
            "p. 154",
            f"{a.name} names no upkeep: the GM takes the best {a.gold} gold pays for, "
            f"{chosen.name.lower()}",
        )
        pay(game, a, chosen)


def after_action(game: Table) -> None:
    """When the last living adventurer has taken a City Action, step 6 is over: on to the job
    board (policy ``ALL_ACTED``, p. 148)."""
    city = current(game)
    if city.step != ACTIONS_STEP or any(city.action_of(a.id) is None for a in living(game)):
        return
    game.ruling(*city_policy.ALL_ACTED)
    plan(game, cmd.Plan())


def plan(game: Table, command: cmd.Plan) -> None:
    """Step 7 (pp. 148, 160–161): the City Actions are over and the job board goes up. Whoever
    has named no upkeep takes the dearest tier they can pay for (p. 154); whoever has taken no
    City Action takes none (policy ``IDLE``); what the City Event leaves for the end of step 6
    happens (``city_events.after_actions``)."""
    city = current(game)
    if city.step >= PLAN_STEP:
        raise IllegalCommand("the job board is up already: 'take N' signs a contract (p. 160)")
    unpaid(game)
    city = current(game)
    for a in living(game):
        if city.action_of(a.id) is None:
            rule, why = city_policy.IDLE
            game.ruling(rule, why.format(name=a.name))
    city_events.after_actions(game)
    game.city = replace(current(game), step=PLAN_STEP)
    contracts.post(game)
    portents.offer(game)  # the walking dead's contract, the patrons the sea took (p. 153)


def _chip_in(game: Table, payer: Adventurer, a: Adventurer, more: int, wanted: MarketTier) -> None:
    """The payer makes up what ``a`` lacks for the tier (the example of p. 172)."""
    if not more:
        game.ruling("p. 172", f"{a.name} can pay for {wanted.name.lower()} upkeep unaided")
        return
    game.ruling(
        "p. 172",
        f"{payer.name} makes up the {more} gold {a.name} lacks for {wanted.name.lower()} upkeep",
    )
    game.set_adventurer(payer.model_copy(update={"gold": payer.gold - more}))
    game.log.emit(
        ev.Item, who=payer.name, item="gold", change="lost", count=more, cause=f"for {a.name}"
    )
    a = game.guild.adventurer(a.id)
    game.set_adventurer(a.model_copy(update={"gold": a.gold + more}))
    game.log.emit(
        ev.Item, who=a.name, item="gold", change="gained", count=more, cause=f"from {payer.name}"
    )


def finish(game: Table) -> None:
    """The guild goes down again: the steps it has not reached are played first (``plan``:
    upkeep for who named none, the job board); the City Phase is over. Step 8, the restock,
    follows in ``crawl.delve``."""
    city = game.city
    if city is None:
        return
    if city.step < PLAN_STEP:
        plan(game, cmd.Plan())
    unpaid(game)  # one who joined the guild after the board went up (p. 39)
    aftermath.go_down(game)  # the cowbell cut off, the hand sewn back (p. 157)
    lingering.last_watch(game)  # who still lingers at Death's Door dies (p. 126)
    game.city = None


def pay(game: Table, a: Adventurer, chosen: MarketTier) -> None:
    """Pay for a tier and take what it gives: lodging's recovery, then the refill (p. 154)."""
    if chosen.cost:
        a = a.model_copy(update={"gold": a.gold - chosen.cost})
        game.set_adventurer(a)
        game.log.emit(
            ev.Item,
            who=a.name,
            item="gold",
            change="lost",
            count=chosen.cost,
            cause=f"{chosen.name.lower()} upkeep, p. 154",
        )
    game.log.emit(ev.Upkeep, who=a.name, tier=chosen.id, cost=chosen.cost)
    summary = chosen.summary[0].lower() + chosen.summary[1:]
    game.ruling("p. 154", f"{a.name} lives {chosen.name.lower()}: {summary}")
    city = current(game)
    game.city = replace(city, upkeep=(*city.upkeep, (a.id, chosen.id)))
    _recover(game, a.id, chosen)
    _refill(game, a.id, chosen)


def _recover(game: Table, who: str, chosen: MarketTier) -> None:
    """What the tier's lodging does (p. 154, with the digest's policy for lore and Staggered)."""
    a = game.guild.adventurer(who)
    cause = f"{chosen.name.lower()} upkeep, p. 154"
    if chosen.recovery == "start_stressed":
        if not a.conditions.stressed:
            game.set_adventurer(conditions.stress(a))
            game.log.emit(ev.Condition, who=a.name, change="Stressed", cause=cause)
        return
    if chosen.recovery == "none":
        return
    if chosen.recovery == "bond_burn":
        _burn_bonds(game, who)
        a = game.guild.adventurer(who)
        if a.conditions.staggered and not a.conditions.stressed:
            a = a.model_copy(
                update={"conditions": a.conditions.model_copy(update={"staggered": False})}
            )
            game.log.emit(ev.Condition, who=a.name, change="Staggered clears", cause=cause)
    else:
        lingering.lodged(game, who, cause)  # a Heal saves one at Death's Door (p. 126)
        a = _full_heal(game, game.guild.adventurer(who), cause)
    if a.lore_bids < 4:
        game.log.emit(ev.Condition, who=a.name, change="lore bids refill to 4", cause=cause)
        a = resolve.refill_lore(a)
    game.set_adventurer(a)


def _burn_bonds(game: Table, who: str) -> None:
    """Common lodging (p. 154): charged Bonds burned as in Camp recovery (p. 141), in the GM's
    order — Stressed, Injured, Wounded talents, Resolve — while they last."""
    while True:
        a = game.guild.adventurer(who)
        bonds, needs = camp_rules.charged(a), camp_rules.needs(a)
        if not (bonds and needs):
            return
        recovery.burn_for(game, a, bonds[0].target, needs[0])


def _full_heal(game: Table, a: Adventurer, cause: str) -> Adventurer:
    """Luxurious lodging (p. 154, policy): every Wound and condition but Death's Door cleared,
    Resolve at its maximum."""
    c = a.conditions
    gone = [
        name
        for name, on in (
            ("Stressed", c.stressed),
            ("Staggered", c.staggered),
            ("Injured", c.injured),
        )
        if on
    ]
    gone += [game.pack.talents[t].name if t in game.pack.talents else t for t in c.wounded_talents]
    for name in gone:
        game.log.emit(ev.Condition, who=a.name, change=f"{name} heals", cause=cause)
    healed = c.model_copy(
        update={"stressed": False, "staggered": False, "injured": False, "wounded_talents": ()}
    )
    a = a.model_copy(update={"conditions": healed})
    full = resolve.regain(a, 4)
    if full.resolve != a.resolve:
        game.log.emit(
            ev.Condition, who=a.name, change=f"Resolve {a.resolve} → {full.resolve}", cause=cause
        )
    return full


def _refill(game: Table, who: str, chosen: MarketTier) -> None:
    """The pack refilled with supplies of the tier or lower, as far as they fit beside the
    purse (p. 37; the policy ``rules.SUPPLIES``)."""
    a = game.guild.adventurer(who)
    counts = {item: kit.count(a, item) for item, _ in rules.SUPPLIES}
    counts.update({need: kit.count(a, need) for need in rules.NEEDS.values()})
    tier_of = {item: game.pack.items[item].tier for item, _ in rules.SUPPLIES}
    short = []
    for item, more in rules.refill(counts, chosen.buys, tier_of):
        if item == "ration" and not city_events.rations(game.city, chosen.id):
            game.ruling(
                "p. 151",
                f"famine: no rations for {grammar.possessive(a.name)} {chosen.name.lower()} upkeep",
            )
            continue
        got = 0
        for _ in range(more):
            taken, placed = kit.gain(a, item, 1, game.pack)
            if not placed or not _purse_fits(taken):
                break
            a, got = taken, got + 1
        if got:
            game.log.emit(
                ev.Item,
                who=a.name,
                item=game.pack.items[item].name,
                change="gained",
                count=got,
                cause=f"{chosen.name.lower()} upkeep, p. 154",
            )
        if got < more:
            short.append(game.pack.items[item].name.lower())
    game.set_adventurer(a)
    if short:
        game.ruling("p. 37", f"{a.name} has no room left for more: {', '.join(short)}")


def _purse_fits(a: Adventurer) -> bool:
    """Gold takes a slot per 100 coins (p. 37): a refill leaves the purse its room."""
    room = a.inventory.free("belt") + a.inventory.free("pack")
    return pack_space.gold_slots(a.gold) <= room
