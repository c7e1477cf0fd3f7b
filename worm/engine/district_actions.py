"""The districts' special City Actions (Appendix D, pp. 296–328) the engine plays, offered only
when this City has the district (``worm.engine.districts.city_of``). Each is written as data in
``assets/districts.toml`` (``special``) and taken as one City Action of step 6, with the same
refusals as the standard ones (``city_actions.why_not``) and its own price and needs.

What each does is its ``play`` (``PLAYS``), with the book's price in ``gold`` and the thing sold,
given or won in ``item``; the GM's share of each is a named policy in
``worm.gm.district_actions``. Among them: rumours heard (Keep an ear to the ground, Pale
prophecies) or spread and lips loosened for gold (pp. 299–300), a language studied (p. 314),
Wounds rested and afflictions leeched away (p. 318), goods bought by the piece (fate honey,
amulets, scraps, fireworks, a puppet, drugs — used where ``worm.engine.district_goods`` says),
companies joined (the Swordwhores, the Beggars Guild, the Court of Wands, a ward adopted, the
Cult's initiation), the Centrum Bank's loan (``worm.engine.loans``), a duel, the pit fight's
blackjack (``worm.rules.blackjack``), a wedding, reagents sold or harvested, a makeover, a
letter, an animal bought, texts copied, gifts exchanged, the Pit, the templars' seal, a grave
visited, the stars read, pillow talk, and the actions the book gives only colour.
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.content import constants
from worm.content.animals import COMMANDS
from worm.content.city_actions import CityAction
from worm.content.districts import Special
from worm.engine import (
    city,
    city_actions,
    districts,
    dying,
    kit,
    labyrinth,
    loans,
    outright,
    portents,
    read_the_past,
    wounds,
    xp,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import city_tests, foes
from worm.gm import district_actions as policy
from worm.gm import parley as parley_policy
from worm.gm import portents as portent_policy
from worm.model.adventurer import Adventurer, Affliction
from worm.model.companion import Companion
from worm.model.crawl import Asked
from worm.model.inventory import Carried
from worm.rules import afflictions, alchemy, blackjack, conditions, fate, pack_space
from worm.tarot import Card, Suit


def specials(game: Table) -> tuple[Special, ...]:
    """The special City Actions played for the districts this City has, in the order laid."""
    town = districts.city_of(game)
    return tuple(s for q in town.districts for s in game.pack.districts[q.id].special)


def offered(game: Table) -> tuple[CityAction, ...]:
    """This City's played special actions as City Actions, for the lists and screens."""
    return tuple(as_action(s) for s in specials(game))


def as_action(special: Special) -> CityAction:
    cost = f"{special.gold} gold" if special.gold else "free"
    return CityAction(
        id=special.id, name=special.name, page=special.page, cost=cost, summary=special.summary
    )


def find(game: Table, word: str) -> Special | None:
    """This City's special action ``word`` names (its id or name), or None."""
    wanted = word.strip().lower()
    return next((s for s in specials(game) if wanted in (s.id, s.name.lower())), None)


def anywhere(game: Table, word: str) -> Special | None:
    """A played special action of any district, this City's or not."""
    wanted = word.strip().lower()
    every = (s for d in game.pack.districts.values() for s in d.special)
    return next((s for s in every if wanted in (s.id, s.name.lower())), None)


def why_not(game: Table, a: Adventurer, special: Special) -> str | None:
    """Why ``a`` cannot take ``special`` now (None: they may)."""
    why = city_actions.why_not(game, a, as_action(special))
    if why is not None:
        return why
    tier = city.current(game).tier_of(a.id)
    if special.needs == "not_destitute" and tier == "destitute":
        return f"{special.name} is not for the destitute: {a.name} is (p. {special.page})"
    if special.needs == "destitute" and tier != "destitute":
        return f"{special.name} is only for the destitute: {a.name} is not (p. {special.page})"
    if special.play == "join" and special.id in a.memberships:
        return f"{a.name} has already joined: {special.name} (p. {special.page})"
    if special.play == "loan" and a.debt:
        return f"{a.name} still owes the bank {a.debt} gold: one loan at a time (p. {special.page})"
    if special.play not in ("leech", "buy") and special.gold > a.gold:
        return (
            f"{special.name} costs {special.gold} gold; {a.name} has {a.gold} (p. {special.page})"
        )
    return None


def act(game: Table, command: cmd.CityAct) -> None:
    """One City Action (p. 156): a special one of this City's districts, else a standard one."""
    special = find(game, command.action)
    if special is None:
        other = anywhere(game, command.action)
        if other is not None:
            raise IllegalCommand(f"this City has no district offering {other.name} (p. 296)")
        city_actions.act(game, command)
        city.after_action(game)
        return
    a = game.guild.adventurer(command.who)
    why = why_not(game, a, special)
    if why is not None:
        raise IllegalCommand(why)
    PLAYS[special.play](game, a, special, command)
    city.after_action(game)


def _begin(game: Table, a: Adventurer, special: Special) -> None:
    city_actions._open(game)
    city_actions._pay(game, a.id, special.gold, f"{special.name}, p. {special.page}")


def _done(game: Table, a: Adventurer, special: Special, text: str) -> None:
    state = city.current(game)
    game.city = replace(state, acted=(*state.acted, (a.id, special.name)))
    game.log.emit(ev.Narration, text=f"{a.name} — {special.name}: {text}.")


def recuperate(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Rest and recuperate (p. 318): every Wound heals (the Heal effect until none is left)."""
    _begin(game, a, special)
    healed: list[str] = []
    current = game.guild.adventurer(a.id)
    while True:
        current, gone = conditions.heal(current)
        if gone is None:
            break
        healed.append(dying.wound_name(game, gone))
        game.log.emit(ev.Condition, who=a.name, change=f"{healed[-1]} heals", cause=special.name)
    game.set_adventurer(current)
    game.ruling(f"p. {special.page}", f"{a.name} rests at the hospital: every Wound heals")
    _done(game, a, special, f"heals {', '.join(healed)}" if healed else "rests, unhurt")


def leech(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Undergo leeching (p. 318): an affliction cured, ``gold`` for each stage still uncured
    (the stages of p. 97, lifted one by one as the Life spell lifts them)."""
    state = _affliction(game, a, command.what)
    known = game.pack.afflictions[state.id]
    stages = len(known.stages)
    left = stages - state.cured
    price = special.gold * left
    if price > a.gold:
        raise IllegalCommand(
            f"leeching {known.name} away costs {price} gold "
            f"({grammar.counted(left, 'stage')} at {special.gold}); "
            f"{a.name} has {a.gold} (p. {special.page})"
        )
    city_actions._open(game)
    city_actions._pay(game, a.id, price, f"{special.name}, p. {special.page}")
    game.ruling(*policy.LEECHING)
    paid = game.guild.adventurer(a.id)
    kept = afflictions.update(paid.afflictions, state.id, None)
    game.set_adventurer(paid.model_copy(update={"afflictions": kept}))
    game.log.emit(ev.Condition, who=a.name, change=f"is cured of {known.name}", cause=special.name)
    _done(game, a, special, f"is bled clean of {known.name} for {price} gold")


def _affliction(game: Table, a: Adventurer, asked: str | None) -> Affliction:
    if not a.afflictions:
        raise IllegalCommand(f"{a.name} suffers no affliction to leech away (p. 97)")
    if not asked:
        return a.afflictions[0]
    wanted = asked.strip().lower()
    for state in a.afflictions:
        if wanted in (state.id, game.pack.afflictions[state.id].name.lower()):
            return state
    raise IllegalCommand(f"{a.name} suffers no affliction called {asked!r}")


def language(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Study language (p. 314): 200 gold, one more of the City's languages (policy)."""
    taught = policy.taught(game.pack)
    wanted = (command.what or "").strip().lower()
    found = next((i for i in taught if wanted in (i, game.pack.languages[i].name.lower())), None)
    if found is None:
        raise IllegalCommand(f"study which language? the Madrasa teaches: {', '.join(taught)}")
    if found in a.languages:
        raise IllegalCommand(f"{a.name} already speaks {game.pack.languages[found].name}")
    _begin(game, a, special)
    game.ruling(*policy.LANGUAGE)
    paid = game.guild.adventurer(a.id)
    game.set_adventurer(paid.model_copy(update={"languages": (*paid.languages, found)}))
    _done(game, a, special, f"learns {game.pack.languages[found].name}")


def rumor(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Keep an ear to the ground (p. 300): one rumour of the City Events table (policy)."""
    _begin(game, a, special)
    game.ruling(*policy.RUMOR)
    state = city.current(game)
    heard = policy.rumor(game.pack, state.rumors)
    if heard is None:
        _done(game, a, special, "hears nothing the guild has not heard already")
        return
    game.city = replace(state, rumors=(*state.rumors, heard))
    _done(game, a, special, f"hears: {heard}")
    read_the_past.hear(game, f"A rumor heard in the City: {heard}")


def _many(command: cmd.CityAct, most: int = 99) -> int:
    count = 1 if command.amount is None else command.amount
    if not 1 <= count <= most:
        raise IllegalCommand(f"buy from 1 to {most}, not {count}")
    return count


def buy(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """A district's goods (fate honey p. 317, amulets p. 320, fireworks p. 306, a puppet p. 320,
    scraps p. 312): as many as asked, at ``gold`` each, that find room in the pack (p. 37)."""
    assert special.item is not None
    item = game.pack.items[special.item]
    count = _many(command)
    price = special.gold * count
    if price > a.gold:
        raise IllegalCommand(
            f"{count} × {item.name} cost {price} gold; {a.name} has {a.gold} (p. {special.page})"
        )
    stowed, placed = kit.gain(a, item.id, count, game.pack)
    if placed < count:
        raise IllegalCommand(f"{a.name} has room for {placed} × {item.name}, not {count} (p. 37)")
    city_actions._open(game)
    city_actions._pay(game, a.id, price, f"{special.name}, p. {special.page}")
    paid = game.guild.adventurer(a.id)
    game.set_adventurer(stowed.model_copy(update={"gold": paid.gold}))
    game.log.emit(
        ev.Item, who=a.name, item=item.name, change="gained", count=count, cause=special.name
    )
    _done(game, a, special, f"takes {count} × {item.name}")


def join(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Join a company for its dues (the Swordwhores p. 303, the Beggars Guild p. 310, the Court
    of Wands p. 327): a membership on the sheet, and the Court's archwood staff."""
    given = a
    if special.item is not None:
        given, placed = kit.gain(a, special.item, 1, game.pack)
        if not placed:
            name = game.pack.items[special.item].name
            raise IllegalCommand(f"{a.name} has no room for the {name} the dues buy (p. 37)")
    _begin(game, a, special)
    paid = game.guild.adventurer(a.id)
    game.set_adventurer(
        given.model_copy(update={"gold": paid.gold, "memberships": (*paid.memberships, special.id)})
    )
    text = f"pays {special.gold} gold in dues and is a member"
    if special.item is not None:
        name = game.pack.items[special.item].name
        game.log.emit(ev.Item, who=a.name, item=name, change="gained", cause=special.name)
        text += f", given a {name.lower()}"
    _done(game, a, special, text)


def loan(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Take out a loan (p. 319): the gold now, the sum and its interest owed (policy ``LOAN``)."""
    lent = command.amount or 0
    if not 1 <= lent <= policy.LOAN_MOST:
        raise IllegalCommand(
            f"borrow how much? the bank lends 1 to {policy.LOAN_MOST} gold (p. {special.page})"
        )
    _begin(game, a, special)
    game.ruling(*policy.LOAN)
    due = loans.owed(lent, special.interest)
    city_actions._gain(game, a.id, lent, f"a loan from the Centrum Bank, p. {special.page}")
    borrower = game.guild.adventurer(a.id)
    game.set_adventurer(borrower.model_copy(update={"debt": due}))
    _done(game, a, special, f"borrows {lent} gold and owes {due}")


def bribe(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Loosen lips (p. 299), Spread rumors (p. 300): test fate, the gold spent standing in for
    the attribute (policy ``BRIBE``); a success tells a lore answer, or spreads the tale."""
    spent = command.amount or 0
    if not 0 <= spent <= a.gold:
        raise IllegalCommand(f"{a.name} cannot spend {spent} gold; they have {a.gold}")
    tale = (command.what or "").strip()
    if special.id == "spread_rumors" and not tale:
        raise IllegalCommand("spread which rumour? 'act WHO spread_rumors [GOLD] TALE'")
    _begin(game, a, special)
    city_actions._pay(game, a.id, spent, f"{special.name}, p. {special.page}")
    game.ruling(*policy.BRIBE)
    card = game.draw_and_discard("minor", special.id)
    bonus = policy.bought(spent)
    total = card.value + bonus
    won = not card.is_fool and total >= constants.BOOK.success_at
    game.ruling(
        f"p. {special.page}",
        f"{a.name} tests fate with {spent} gold (+{bonus}): {card.name}, {total} — "
        f"{'success' if won else 'failure'}",
    )
    if not won:
        _done(game, a, special, f"{card.name} and {spent} gold make {total}: nothing comes of it")
        return
    if special.id == "spread_rumors":
        state = city.current(game)
        game.city = replace(state, rumors=(*state.rumors, tale))
        _done(game, a, special, f"the City believes it: {tale}")
        return
    game.ruling(*policy.LIPS)
    told = city_actions._learn(game, command.what)
    _done(game, a, special, told or "an honest answer, but nothing the guild does not know")


def makeover(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Makeover (p. 312): 10 gold and the appearance rewritten as the player says."""
    looks = (command.what or "").strip()
    if not looks:
        raise IllegalCommand("a makeover into what? 'act WHO makeover NEW LOOKS'")
    _begin(game, a, special)
    paid = game.guild.adventurer(a.id)
    game.set_adventurer(paid.model_copy(update={"appearance": looks}))
    _done(game, a, special, f"walks out looking {looks}")


def pastime(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """A City Action the book gives only colour (autographs p. 297, tattoos p. 301, a gargoyle
    p. 313, a picnic p. 323): paid for and told, with what the player says of it."""
    _begin(game, a, special)
    said = (command.what or "").strip()
    _done(game, a, special, said or "done, and the City will remember it a while")


def letter(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Send letter (p. 306): 10 gold to anywhere; 1 time in 14 it is lost on the road."""
    to = (command.what or "").strip()
    if not to:
        raise IllegalCommand("send a letter to whom? 'act WHO send_letter ADDRESSEE'")
    _begin(game, a, special)
    lost = int(game.streams.get("gm").integers(14)) == 0
    game.ruling(f"p. {special.page}", f"the letter to {to} {'is lost' if lost else 'arrives'}")
    _done(game, a, special, f"the letter to {to} {'never arrives' if lost else 'is delivered'}")


def marriage(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Marriage feast (p. 314): every coin brought back from the Crawl spent, for 2 XP."""
    spent = min(a.gold, city.current(game).brought_by(a.id))
    if spent < 1:
        raise IllegalCommand(f"{a.name} brought back no gold to spend on a feast (p. 314)")
    city_actions._open(game)
    game.ruling(*policy.MARRIAGE)
    city_actions._pay(game, a.id, spent, f"{special.name}, p. {special.page}")
    xp.gain(game, a.id, 2, f"{special.name}, p. {special.page}")
    spouse = (command.what or "").strip()
    _done(game, a, special, f"weds{' ' + spouse if spouse else ''}, spending {spent} gold")


def worth(game: Table, creature: str) -> int:
    """A reagent's price (p. 317): 5 gold for each Hit Die of its creature (policy)."""
    block = foes.statblock(game.pack, creature)
    return 5 * sum(part.health or 0 for part in block.parts)


def sell_reagents(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Sell reagents (p. 317): every reagent carried goes, 5 gold a Hit Die (policy)."""
    held = alchemy.reagents(a)
    if not held:
        raise IllegalCommand(f"{a.name} carries no reagent to sell (p. {special.page})")
    city_actions._open(game)
    game.ruling(*policy.REAGENTS)
    left = a.inventory
    total = 0
    for carried in held:
        assert carried.of is not None
        price = worth(game, carried.of)
        total += price
        left = pack_space.remove(left, carried.uid)
        game.log.emit(
            ev.Market,
            who=a.name,
            item=alchemy.label(game.pack, carried),
            price=price,
            side="sold",
        )
    game.set_adventurer(a.model_copy(update={"inventory": left}))
    city_actions._gain(game, a.id, total, f"{special.name}, p. {special.page}")
    _done(game, a, special, f"sells {grammar.counted(len(held), 'reagent')} for {total} gold")


def _tested(game: Table, a: Adventurer, special: Special, suit: Suit = "swords") -> bool:
    """A test of fate a special calls for (p. 9), on a fresh card, ruled with its page: True
    on a success or a great success, False on a failure or a great failure."""
    card = game.draw_and_discard("minor", special.id)
    test = fate.resolve(suit, getattr(a.attributes, suit), 0, card, a.name)
    asked = Asked(a.id, suit, city_tests.district_task(special.id))
    why = f"{special.name}, p. {special.page}: {card.name} for {suit.title()} {test.total}"
    test = outright.city_test(game, asked, test, cause=f"{why}, a failure")  # p. 61
    game.ruling(
        f"p. {special.page}",
        f"{a.name} tests {suit.title()}: {card.name}, {test.total} — {test.outcome.value}",
    )
    return test.outcome in (fate.Outcome.SUCCESS, fate.Outcome.GREAT_SUCCESS)


def duel(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Duel (p. 298): a Swords test against a sword enthusiast; a win takes their sword."""
    _begin(game, a, special)
    game.ruling(*policy.DUEL)
    if not _tested(game, a, special):
        _done(game, a, special, "loses the duel, and only their pride is hurt")
        return
    assert special.item is not None
    name = game.pack.items[special.item].name
    won, placed = kit.gain(game.guild.adventurer(a.id), special.item, 1, game.pack)
    if not placed:
        _done(game, a, special, f"wins, but has no room for the loser's {name.lower()}")
        return
    game.set_adventurer(won)
    game.log.emit(ev.Item, who=a.name, item=name, change="gained", cause=special.name)
    _done(game, a, special, f"wins the duel and takes the loser's {name.lower()}")


def fight(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Fight! (p. 303): a bet, then blackjack against the GM (policy ``BLACKJACK``). A win pays a
    quarter of the bet; a loss leaves the fighter Stressed for the next Crawl; a bust costs
    Wounds — how far over 21, less Swords, at least 1 — and death rather than Death's Door."""
    bet = command.amount or 0
    if not 1 <= bet <= a.gold:
        raise IllegalCommand(f"bet how much? {a.name} has {a.gold} gold (p. {special.page})")
    _begin(game, a, special)
    game.ruling(*policy.BLACKJACK)
    cards = iter(lambda: game.draw_and_discard("minor", special.id), None)
    mine = blackjack.deal(cards)
    theirs = blackjack.deal(cards) if blackjack.total(mine) <= blackjack.TARGET else ()
    result = blackjack.result(blackjack.total(mine), blackjack.total(theirs))
    shown = (
        f"{a.name} holds {blackjack.total(mine)} ({', '.join(c.name for c in mine)})"
        + (f", the GM {blackjack.total(theirs)}" if theirs else "")
        + f": {result}"
    )
    game.ruling(f"p. {special.page}", shown)
    if result == "push":
        _done(game, a, special, "the crowd calls it a draw; the bet is kept")
        return
    if result == "win":
        city_actions._gain(game, a.id, blackjack.winnings(bet), f"{special.name} won")
        _done(game, a, special, f"wins, and takes {blackjack.winnings(bet)} gold over the bet")
        return
    city_actions._pay(game, a.id, bet, f"{special.name} lost, p. {special.page}")
    if result == "lose":
        loser = game.guild.adventurer(a.id)
        if not loser.conditions.stressed:
            game.set_adventurer(conditions.stress(loser))
            game.log.emit(ev.Condition, who=a.name, change="Stressed", cause=special.name)
        _done(game, a, special, "is beaten, and goes down Stressed")
        return
    _bleed(game, a, special, blackjack.bust_wounds(blackjack.total(mine), a.attributes.swords))


def _bleed(game: Table, a: Adventurer, special: Special, count: int) -> None:
    """A bust's Wounds (p. 303): one that would reach Death's Door kills instead."""
    for _ in range(count):
        hurt = game.guild.adventurer(a.id)
        if hurt.conditions.dead:
            break
        option, _, _ = wounds.taking(game, hurt)
        if option in ("Death's Door", "death"):
            dying.kill(game, hurt, special.name, f"{a.name} dies in the pit (p. {special.page})")
            break
        wounds.wound(game, hurt, cause=special.name)
    dead = game.guild.adventurer(a.id).conditions.dead
    _done(
        game,
        a,
        special,
        f"busts and takes {grammar.counted(count, 'Wound')}" + (", and dies" if dead else ""),
    )


def pit(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Visit the Pit (p. 324): the visitor comes back changed — two attributes swapped (policy
    ``PIT``), and they insist they were always so."""
    _begin(game, a, special)
    game.ruling(*policy.PIT)
    suits: tuple[Suit, ...] = ("swords", "pentacles", "cups", "wands")
    first, second = (int(i) for i in game.streams.get("gm").choice(4, size=2, replace=False))
    one, other = suits[first], suits[second]
    changed = game.guild.adventurer(a.id)
    values = changed.attributes
    swapped = values.model_copy(update={one: values[other], other: values[one]})
    game.set_adventurer(changed.model_copy(update={"attributes": swapped}))
    _done(
        game,
        a,
        special,
        f"climbs out with {one.title()} {values[other]} and {other.title()} {values[one]}, "
        "as it has always been",
    )


def seal(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Seal away (p. 302): a carried thing handed to the templars, sealed in their prisons."""
    if not command.what:
        raise IllegalCommand("seal away what? 'act WHO seal_away THING'")
    carried = kit.named(a, game.pack, command.what)
    name = alchemy.label(game.pack, carried)
    _begin(game, a, special)
    game.ruling(*policy.SEAL)
    holder = game.guild.adventurer(a.id)
    inventory = pack_space.remove(holder.inventory, carried.uid)
    game.set_adventurer(holder.model_copy(update={"inventory": inventory}))
    game.log.emit(
        ev.Item, who=a.name, item=name, change="lost", count=carried.count, cause=special.name
    )
    _done(game, a, special, f"the templars seal the {name.lower()} beneath the Temple")


def harvest(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Harvest alchemical reagents (p. 308): ``gold`` a reagent from a caged beast (policy
    ``MENAGERIE``), for the Alchemy talent to brew (p. 78)."""
    beasts = sorted(game.pack.monsters)
    wanted = (command.what or "").strip().lower()
    beast = next((b for b in beasts if wanted in (b, game.pack.monsters[b].name.lower())), None)
    if wanted and beast is None:
        raise IllegalCommand(f"the menagerie keeps no {command.what!r}")
    count = _many(command, 9)
    price = special.gold * count
    if price > a.gold:
        raise IllegalCommand(
            f"{grammar.counted(count, 'reagent')} cost {price} gold; "
            f"{a.name} has {a.gold} (p. {special.page})"
        )
    if beast is None:
        beast = beasts[int(game.streams.get("gm").integers(len(beasts)))]
    item = game.pack.items[alchemy.REAGENT]
    inventory = a.inventory
    for _ in range(count):
        carried = Carried(uid=inventory.next_uid(), item=item.id, count=1, of=beast)
        stowed = pack_space.stow_anywhere(inventory, carried, item)
        if stowed is None:
            raise IllegalCommand(
                f"{a.name} has no room for {grammar.counted(count, 'reagent')} (p. 37)"
            )
        inventory = stowed
    city_actions._open(game)
    game.ruling(*policy.MENAGERIE)
    city_actions._pay(game, a.id, price, f"{special.name}, p. {special.page}")
    paid = game.guild.adventurer(a.id)
    game.set_adventurer(paid.model_copy(update={"inventory": inventory}))
    name = game.pack.monsters[beast].name
    game.log.emit(
        ev.Item,
        who=a.name,
        item=f"Reagent of {name}",
        change="gained",
        count=count,
        cause=special.name,
    )
    _done(game, a, special, f"cuts {grammar.counted(count, 'reagent')} from the caged {name}")


def grave(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Visit grave (p. 301): 100 gold in grave gifts at a buried guild-mate's bones, and one
    Curse lifted (policy ``GRAVE``)."""
    buried = [d for d in game.guild.adventurers if d.conditions.dead and d.buried]
    if not buried:
        raise IllegalCommand(
            f"no guild-mate has had a Funeral (p. 158) to visit (p. {special.page})"
        )
    curse = next((e for e in a.effects if e.id == "curse"), None)
    if curse is None:
        raise IllegalCommand(f"{a.name} carries no Curse for the grave to lift (p. {special.page})")
    _begin(game, a, special)
    game.ruling(*policy.GRAVE)
    mourner = game.guild.adventurer(a.id)
    kept = list(mourner.effects)
    kept.remove(curse)
    game.set_adventurer(mourner.model_copy(update={"effects": tuple(kept)}))
    game.log.emit(ev.Condition, who=a.name, change="Curse lifted", cause=special.name)
    _done(game, a, special, f"weeps at {buried[0].name}'s bones, and the Curse lifts")


def animal(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Purchase animal companion (p. 313): a beast that follows ``a``, knowing one command
    (p. 78; policy ``ANIMALS``)."""
    wanted = (command.what or "").strip().lower().replace(" ", "_")
    kinds = list(game.pack.animals.values())
    kind = next((k for k in kinds if wanted in (k.id, k.name.lower().replace(" ", "_"))), None)
    if kind is None:
        raise IllegalCommand(
            f"which animal? the Hippodrome sells: {', '.join(k.id for k in kinds)}"
        )
    if kind.id in portent_policy.DOG_KINDS and not portents.dogs_sold(game.city):
        raise IllegalCommand(
            f"no {kind.name.lower()} is for sale: every dog in the City died in the Dog "
            "Suicide this phase (p. 153)"
        )
    taught = next((c for c in COMMANDS if c == command.option), kind.suited[0])
    if command.option and taught != command.option:
        raise IllegalCommand(f"no command called {command.option!r}: {', '.join(COMMANDS)}")
    _begin(game, a, special)
    game.ruling(*policy.ANIMALS)
    owned = {c.id for c in game.guild.companions}
    uid = next(f"c{n}" for n in range(1, len(owned) + 2) if f"c{n}" not in owned)
    name = kind.names[len(game.guild.companions) % len(kind.names)]
    beast = Companion(id=uid, kind=kind.id, name=name, owner=a.id, commands=(taught,))
    game.guild = game.guild.model_copy(update={"companions": (*game.guild.companions, beast)})
    _done(game, a, special, f"buys {name}, a {kind.name.lower()} that knows '{taught}'")


def copy_text(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Copy texts (p. 318): a scribe's copy at a price drawn, 100–1400 gold (policy ``COPY``),
    telling what the guild did not know of the creature asked about."""
    _begin(game, a, special)
    game.ruling(*policy.COPY)
    card = game.draw_and_discard("minor", special.id)
    price = 100 * max(1, 0 if card.is_fool else card.value)
    if price > a.gold:
        _done(
            game, a, special, f"the scribes ask {price} gold ({card.name}); {a.name} has {a.gold}"
        )
        return
    told = city_actions._learn(game, command.what)
    if told is None:
        _done(game, a, special, "the library holds no text the guild has not read")
        return
    city_actions._pay(game, a.id, price, f"{special.name}, p. {special.page}")
    _done(game, a, special, f"pays {price} gold for a copy: {told}")


def gifts(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Exchange gifts (p. 325): a carried thing given, then a Cups test — an antique on a
    success, a trinket (``item``) on a failure (policy ``GIFTS``)."""
    if not command.what:
        raise IllegalCommand("give what? 'act WHO exchange_gifts THING'")
    given = kit.named(a, game.pack, command.what)
    name = alchemy.label(game.pack, given)
    _begin(game, a, special)
    game.ruling(*policy.GIFTS)
    giver = game.guild.adventurer(a.id)
    giver = giver.model_copy(update={"inventory": pack_space.remove(giver.inventory, given.uid)})
    game.set_adventurer(giver)
    game.log.emit(ev.Item, who=a.name, item=name, change="lost", cause=special.name)
    if _tested(game, a, special, "cups"):
        treasure = _antique(game, a, special)
        _done(game, a, special, f"gives the {name.lower()} and is given {treasure}")
        return
    assert special.item is not None
    trinket = game.pack.items[special.item].name
    after, placed = kit.gain(giver, special.item, 1, game.pack)
    if placed:
        game.set_adventurer(after)
        game.log.emit(ev.Item, who=a.name, item=trinket, change="gained", cause=special.name)
    _done(game, a, special, f"gives the {name.lower()} and is given a {trinket.lower()}")


def _antique(game: Table, a: Adventurer, special: Special) -> str:
    """A treasure of the first depth drawn at random, carried out with the loot to be sold at
    the next City Phase (policies ``GIFTS``, ``HAUNTED``): its name."""
    antiques = sorted(t.id for t in game.pack.treasure.values() if t.depth == 1 and not t.coins)
    found = antiques[int(game.streams.get("gm").integers(len(antiques)))]
    game.loot = (*game.loot, found)
    treasure = game.pack.treasure[found]
    game.log.emit(ev.Item, who=a.name, item=treasure.name, change="gained", cause=special.name)
    return treasure.name


def haunt(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Explore Hangman's Hill (p. 298): a night among the hanged, a Swords test of nerve — the
    dead give up something of worth on a success, nothing on a failure (policy ``HAUNTED``)."""
    _begin(game, a, special)
    game.ruling(*policy.HAUNTED)
    if not _tested(game, a, special):
        _done(game, a, special, "spends the night among the hanged and finds nothing")
        return
    found = _antique(game, a, special)
    _done(game, a, special, f"brings {found} back from the gallows' dead, to sell with the loot")


def mutate(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Mutation (p. 307): time in the sewers leaves a mark drawn from worm's own table of
    mutations (policy ``MUTATION``), written into the appearance for all to see."""
    _begin(game, a, special)
    game.ruling(*policy.MUTATION)
    roll = int(game.streams.get("gm").integers(len(policy.MUTATIONS)))
    change = policy.MUTATIONS[roll]
    now = game.guild.adventurer(a.id)
    looks = f"{now.appearance}; {change}" if now.appearance else change
    game.set_adventurer(now.model_copy(update={"appearance": looks}))
    _done(game, a, special, f"climbs out of the sewer changed: {change}")


def wrestle(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Wrestle Hereclus (p. 297): nobody has beaten him; the bout is lost (policy ``WRESTLE``)."""
    _begin(game, a, special)
    game.ruling(*policy.WRESTLE)
    _done(game, a, special, "is thrown in the sand like everyone before; the 500 gold stays")


def stars(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """As above so below (p. 323): the minor deck's top three cards looked at and put back in
    the order the stargazer chooses (policy ``STARS``), for the tests to come."""
    pile = game.decks.minor.draw_pile
    top, rest = pile[:3], pile[3:]
    order = _order(command.what, top)
    _begin(game, a, special)
    game.ruling(*policy.STARS)
    placed = tuple(top[i] for i in order)
    minor = replace(game.decks.minor, draw_pile=(*placed, *rest))
    game.decks = game.decks.replace(minor)
    shown = ", ".join(c.name for c in placed) or "no card"
    _done(game, a, special, f"reads the stars: the next cards are {shown}")


def _order(asked: str | None, top: tuple[Card, ...]) -> tuple[int, ...]:
    wanted = (asked or "high").strip().lower()
    if wanted in ("high", "low"):
        ranked = sorted(range(len(top)), key=lambda i: 0 if top[i].is_fool else top[i].value)
        return tuple(reversed(ranked)) if wanted == "high" else tuple(ranked)
    words = wanted.replace(",", " ").split()
    if sorted(words) != [str(n) for n in range(1, len(top) + 1)]:
        raise IllegalCommand(
            f"order the {len(top)} cards as 'high', 'low' or their places, e.g. '3 1 2' (p. 323)"
        )
    return tuple(int(w) - 1 for w in words)


def pillow(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Pillow talk (p. 309): 10 gold of gossip, one like or dislike of a named character
    (policy ``PILLOW``), kept as lore for the meeting (p. 180)."""
    wanted = (command.what or "").strip().lower()
    folk = game.pack.characters.values()
    who = next((c for c in folk if wanted and wanted in (c.id, c.name.lower())), None)
    if who is None:
        who = next((c for c in folk if wanted and wanted in c.name.lower()), None)
    if who is None:
        raise IllegalCommand("gossip about whom? name a character the guild may meet (p. 180)")
    _begin(game, a, special)
    game.ruling(*policy.PILLOW)
    for trait in parley_policy.of_character(who):
        key = (who.id, trait.kind, trait.text)
        if trait.kind in ("like", "dislike") and key not in game.lore:
            game.lore = game.lore | {key}
            verb = "likes" if trait.kind == "like" else "hates"
            _done(game, a, special, f"{who.name} {verb} {trait.text.rstrip('.')}")
            return
    _done(game, a, special, f"nothing new is said of {who.name}")


def initiate(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Seek initiation (p. 319): the first rank of the Cult and a koan; later, the koan answered
    right for the next rank and a new koan (policy ``INITIATION``)."""
    rank = a.initiation
    if rank >= 21:
        raise IllegalCommand(
            f"{a.name} knows the last of the twenty-one mysteries (p. {special.page})"
        )
    guess = (command.what or "").strip().lower()
    if rank and not guess:
        riddle, _ = policy.koan(rank)
        raise IllegalCommand(f"answer the koan: {riddle!r} — 'act WHO {special.id} ANSWER'")
    _begin(game, a, special)
    game.ruling(*policy.INITIATION)
    if rank:
        _, answers = policy.koan(rank)
        if not any(word in guess.split() for word in answers):
            _done(game, a, special, f"answers {guess!r}: the mystery stays shut")
            return
    seeker = game.guild.adventurer(a.id)
    game.set_adventurer(seeker.model_copy(update={"initiation": rank + 1}))
    riddle, _ = policy.koan(rank + 1)
    first = "is shown the lesser mysteries" if not rank else "answers rightly"
    _done(game, a, special, f"{first}: initiation {rank + 1}; the next koan: {riddle}")


def prosthetic(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Fit prosthetics (p. 300): who has lost a limb is fitted with a crude one for the City
    Action alone; the hand the Hangover took (XIX, p. 157) holds again (policy ``PROSTHETIC``)."""
    lost = next((m for m in a.aftermath if m.id == "handless"), None)
    if lost is None:
        raise IllegalCommand(f"{a.name} has lost no limb to replace (p. {special.page})")
    _begin(game, a, special)
    game.ruling(*policy.PROSTHETIC)
    fitted = game.guild.adventurer(a.id)
    kept = tuple(m for m in fitted.aftermath if m != lost)
    game.set_adventurer(fitted.model_copy(update={"aftermath": kept}))
    _done(game, a, special, "is fitted with a hook where the hand was, and can hold again")


def lay_high(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Lay high (p. 305): hide out while the heat dies down; who is angry at ``a`` looks in
    vain — the warrant and the challenger's duel of a night's carousing are dropped (policy
    ``LAY_HIGH``)."""
    hunted = [m for m in a.aftermath if m.id in ("wanted", "duel")]
    if not hunted:
        raise IllegalCommand(f"nobody is looking for {a.name}: nothing to lay high from (p. 305)")
    _begin(game, a, special)
    game.ruling(*policy.LAY_HIGH)
    hid = game.guild.adventurer(a.id)
    game.set_adventurer(
        hid.model_copy(update={"aftermath": tuple(m for m in hid.aftermath if m not in hunted)})
    )
    _done(game, a, special, "hides out in the Gambol until nobody looks any more")


def trial(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Trial by combat (p. 302): the accused fights for their name — innocent if they win,
    guilty and dead if they lose (policy ``TRIAL``: a Swords test stands for the tournament)."""
    warrant = next((m for m in a.aftermath if m.id == "wanted"), None)
    if warrant is None:
        raise IllegalCommand(f"{a.name} is accused of nothing: no trial to demand (p. 302)")
    _begin(game, a, special)
    game.ruling(*policy.TRIAL)
    if _tested(game, a, special):
        won = game.guild.adventurer(a.id)
        game.set_adventurer(
            won.model_copy(update={"aftermath": tuple(m for m in won.aftermath if m != warrant)})
        )
        _done(game, a, special, "wins the tournament and is declared innocent")
        return
    dying.kill(game, game.guild.adventurer(a.id), special.name, f"{a.name} is found guilty")
    _done(game, a, special, "loses the tournament: guilty, and dead")


def underworld(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Enter the Underworld (p. 324): ``a`` leads the guild into the Labyrinth; its next Crawl
    begins in a room of the Underworld drawn at random (``worm.engine.labyrinth``)."""
    if labyrinth.taken(game):
        raise IllegalCommand(f"the guild already goes down by the Labyrinth (p. {special.page})")
    _begin(game, a, special)
    labyrinth.lead(game)
    _done(game, a, special, "finds the way down; the guild's next Crawl begins who knows where")


def fence(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Fence goods (p. 305): a piece of the guild's loot the Market will not take this phase
    sold at the Curio Curia, at a price set by the Prices sidebar (p. 158; policy ``FENCE``)."""
    barred = city.current(game).unsold
    if not barred:
        raise IllegalCommand(
            "the guild holds nothing the Market refuses this phase; sell it there (p. 305)"
        )
    wanted = (command.what or "").strip().lower()
    found = [t for t in barred if wanted in (t, game.pack.treasure[t].name.lower())]
    if not found:
        names = ", ".join(game.pack.treasure[t].name for t in barred)
        raise IllegalCommand(f"fence which piece? the Market will not buy: {names}")
    piece = game.pack.treasure[found[0]]
    price = policy.fenced(piece.name, game.pack)
    _begin(game, a, special)
    game.ruling(*policy.FENCE)
    state = city.current(game)
    loot = list(game.loot)
    loot.remove(piece.id)
    game.loot, game.kept = tuple(loot), tuple(t for t in game.kept if t != piece.id)
    game.city = replace(state, unsold=tuple(t for t in state.unsold if t != piece.id))
    game.log.emit(ev.Market, who=a.name, item=piece.name, price=price, side="sold")
    game.log.emit(ev.Item, who=a.name, item=piece.name, change="lost", cause=special.name)
    paid = game.guild.adventurer(a.id)
    game.set_adventurer(paid.model_copy(update={"gold": paid.gold + price}))
    game.log.emit(ev.Item, who=a.name, item="gold", change="gained", count=price, cause="fenced")
    _done(game, a, special, f"fences {piece.name} for {price} gold, no questions asked")


def _meat(game: Table, a: Adventurer, special: Special) -> str:
    """One reagent ``a`` carries handed over as a monster's meat (policy ``MEAT``): the name of
    the creature it was cut from. Refused, before anything changes, when none is carried."""
    held = alchemy.reagents(a)
    if not held:
        raise IllegalCommand(
            f"{special.name} asks for a monster's meat: {a.name} carries no reagent cut from one "
            f"(p. {special.page})"
        )
    return held[0].of or ""


def _eat(game: Table, a: Adventurer, special: Special) -> str:
    """The meat (``_meat``) taken from ``a``'s pack, once the action is paid for."""
    carried = alchemy.reagents(game.guild.adventurer(a.id))[0]
    now = game.guild.adventurer(a.id)
    if carried.count > 1:
        left = pack_space.replace(
            now.inventory, carried.model_copy(update={"count": carried.count - 1})
        )
    else:
        left = pack_space.remove(now.inventory, carried.uid)
    game.set_adventurer(now.model_copy(update={"inventory": left}))
    name = alchemy.label(game.pack, carried)
    game.ruling(*policy.MEAT)
    game.log.emit(ev.Item, who=a.name, item=name, change="lost", count=1, cause=special.name)
    return alchemy.creature_name(game.pack, carried.of or "")


def dining(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Attend Miss Kinsey's Dining Club (p. 308): a monster's meat shared at table buys one
    question about the Underworld, answered as a helpful rumour (policy ``KINSEY``)."""
    _meat(game, a, special)
    _begin(game, a, special)
    creature = _eat(game, a, special)
    game.ruling(*policy.KINSEY)
    told = city_actions._learn(game, command.what)
    heard = told or "the talk is good, but tells the guild nothing it did not know"
    _done(game, a, special, f"the table shares the {creature}; {heard}")


def blood_feast(game: Table, a: Adventurer, special: Special, command: cmd.CityAct) -> None:
    """Blood feast (p. 321): 50 gold in gifts and a monster's carcass at the orcs' revels, and
    a name every orc will call ``a`` by (policy ``NICKNAME``)."""
    _meat(game, a, special)
    _begin(game, a, special)
    creature = _eat(game, a, special)
    name = policy.nickname(creature)
    game.ruling(*policy.NICKNAME)
    fed = game.guild.adventurer(a.id)
    game.set_adventurer(fed.model_copy(update={"nickname": name}))
    _done(game, a, special, f"feasts on the {creature} with the orcs, who name them {name}")


PLAYS = {
    "lay_high": lay_high,
    "trial": trial,
    "recuperate": recuperate,
    "leech": leech,
    "language": language,
    "rumor": rumor,
    "buy": buy,
    "join": join,
    "loan": loan,
    "bribe": bribe,
    "makeover": makeover,
    "pastime": pastime,
    "letter": letter,
    "marriage": marriage,
    "sell_reagents": sell_reagents,
    "duel": duel,
    "fight": fight,
    "pit": pit,
    "seal": seal,
    "harvest": harvest,
    "grave": grave,
    "animal": animal,
    "copy": copy_text,
    "gifts": gifts,
    "wrestle": wrestle,
    "stars": stars,
    "pillow": pillow,
    "initiate": initiate,
    "prosthetic": prosthetic,
    "underworld": underworld,
    "fence": fence,
    "dining": dining,
    "blood_feast": blood_feast,
    "haunt": haunt,
    "mutate": mutate,
}
"""What each ``play`` of districts.toml does."""
