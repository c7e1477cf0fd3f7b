"""Step 6 of the City Phase, the City Actions (pp. 156–159): each living adventurer takes one.

The first City Action opens the step once everyone alive has paid for upkeep (policy
``worm.gm.city_actions.HAND_OVER``); an action is refused when its taker has already acted,
when this phase's City Event bars it (``city_events.allowed``), or when they cannot pay.

- *Banking* (p. 156): gold into or out of a Cult bank (``Adventurer.bank``), never taxed,
  earning 2% as the guild comes back up (``city.arrive``).
- *Beg and Busk* (p. 156): a minor card's value plus Wands, in gold.
- *Build* (p. 156), *Commission Craft* (p. 158): paid by the syllable (``rules.syllables``);
  a building stands in the City, a thing commissioned is an item of the lists in the pack or a
  keepsake on the sheet (``engine.commissions``).
- *Carouse* (p. 156): half or all of the gold brought back for 1 or 2 XP (``engine.xp``), then
  a card on the Hangover table (``rules.hangover``).
- *Hold a Funeral* (p. 158): 100 gold an XP kept for the next recruit (``Guild.bequest``).
- *Prepare Components* (p. 159): free; components are implicit, a sorcerer carries those of
  their spells (p. 199), so it packs nothing and says so.
- *Research* (p. 159): 50 gold and a Cups test; one answer, three on a great success.
- *Support* (p. 159): one paid step of a long-term project (``Guild.projects``).
- *Train* (p. 159): 50 gold an XP invested in a mentored talent (``rules.talents.invest``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import cast, get_args

from worm import grammar
from worm.engine import (
    arete,
    banking,
    city,
    city_camp,
    city_events,
    commissions,
    fortune,
    jarl,
    kit,
    lore,
    morning_after,
    purse,
    ruins,
    training,
    xp,
)
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions import monster_hunter
from worm.engine.campsite import level_creatures
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import city_actions as policy
from worm.gm import hangover as hangover_policy
from worm.gm import terms
from worm.model.adventurer import Adventurer
from worm.model.crawl import Followup
from worm.model.inventory import Carried, Inventory
from worm.rules import city_actions as rules
from worm.rules import fate, hangover, pack_space, syllables
from worm.rules import lore_bids as lore_rules
from worm.rules import talents as talent_rules

STEP = 6


def why_not(game: Table, a: Adventurer, action: rules.CityAction) -> str | None:
    """Why ``a`` cannot take ``action`` now, before its own costs (None: they may)."""
    state = city.current(game)
    if a.conditions.dead:
        return f"{a.name} is dead: the dead take no City Action"
    if state.step > STEP:
        return "the City Actions are over: the job board is up (step 7, p. 148)"
    if state.step not in (city.UPKEEP_STEP, STEP):
        return "City Actions are taken in step 6 of the City Phase (p. 148)"
    done = state.action_of(a.id)
    if done is not None:
        return f"{a.name} has already taken a City Action this phase: {done} (p. 156)"
    if not city_events.allowed(state, action.id):
        event = state.event.name if state.event is not None else "this phase's City Event"
        return f"{action.name} is barred this phase by {event} (pp. 151–153)"
    unpaid = [m.name for m in city.living(game) if state.tier_of(m.id) is None]
    if unpaid:
        return f"upkeep comes first (p. 148): {', '.join(unpaid)} must name a tier"
    shut = ruins.why_closed(game, a, action)
    if shut is not None:
        return shut
    if action.id == "carouse" and state.brought_by(a.id) == 0:
        return f"{a.name} brought no gold back to carouse with (p. 156)"
    return None


def act(game: Table, command: cmd.CityAct) -> None:
    """``who`` takes one City Action (p. 156)."""
    a = game.guild.adventurer(command.who)
    action = rules.find(command.action, game.pack)
    why = why_not(game, a, action)
    if why is not None:
        raise IllegalCommand(why)
    HANDLERS[action.id](game, a, command)


def _open(game: Table) -> None:
    """The first City Action opens step 6 (policy ``HAND_OVER``)."""
    state = city.current(game)
    if state.step >= STEP:
        return
    game.ruling(*policy.HAND_OVER)
    game.city = replace(state, step=STEP)
    game.log.emit(ev.CityStep, step=STEP, name="city_actions")


def _done(game: Table, a: Adventurer, action: str, text: str) -> None:
    state = city.current(game)
    name = game.pack.city_actions[action].name
    game.city = replace(state, acted=(*state.acted, (a.id, name)))
    game.log.emit(ev.Narration, text=f"{a.name} — {name}: {text}.")


def _afford(a: Adventurer, price: int, what: str, page: str) -> None:
    if price > a.gold:
        raise IllegalCommand(f"{what} costs {price} gold; {a.name} has {a.gold} ({page})")


_pay = purse.pay  # the City Actions' gold moves through the purse (p. 37)
_gain = purse.gain


def _need(value: str | None, what: str) -> str:
    if value is None or not value.strip():
        raise IllegalCommand(f"name {what}")
    return value.strip()


def bank(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Banking (p. 156): a positive amount is deposited, a negative one withdrawn; or a thing
    named is left with the bank (``option`` ``take``: taken back out)."""
    if command.what is not None and command.what.strip():
        taking = (command.option or "").lower() == "take"
        if taking:
            thing = banking.banked(game, a, command.what)
        else:
            thing = banking.carried(game, a, command.what)
        _open(game)
        text = banking.take_out(game, a, thing) if taking else banking.store(game, a, thing)
        _done(game, a, "bank", text)
        return
    amount = command.amount or 0
    if amount == 0:
        raise IllegalCommand("bank how much? a positive sum deposits, a negative one withdraws")
    if amount > a.gold:
        raise IllegalCommand(f"{a.name} carries {a.gold} gold, not {amount} to deposit")
    if -amount > a.bank:
        raise IllegalCommand(f"{a.name} has {a.bank} gold in the bank, not {-amount}")
    _open(game)
    now = a.model_copy(update={"gold": a.gold - amount, "bank": a.bank + amount})
    game.set_adventurer(now)
    change = "lost" if amount > 0 else "gained"
    game.log.emit(
        ev.Item, who=a.name, item="gold", change=change, count=abs(amount), cause="the bank, p. 156"
    )
    verb = "deposits" if amount > 0 else "withdraws"
    _done(game, a, "bank", f"{verb} {abs(amount)} gold; {now.bank} in the bank, untaxed")


def beg(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Beg and Busk (p. 156): the card's value plus Wands in coins."""
    _open(game)
    card = game.draw_and_discard("minor", "beg and busk")
    gold = rules.beg(card.value, a.attributes.wands)
    game.ruling(
        "p. 156", f"{a.name} busks: {card.name} ({card.value}) + Wands {a.attributes.wands}"
    )
    _gain(game, a.id, gold, "begging and busking, p. 156")
    _done(game, a, "beg", f"earns {gold} gold")


def _reasonable(description: str) -> None:
    if syllables.count(description) == 0:
        raise IllegalCommand(f"say in words what is wanted: {description!r} has no syllables")
    for word in ("firearm", "gun", "pistol", "musket", "steam", "clockwork engine"):
        if word in description.lower():
            raise IllegalCommand(f"the GM will not have {policy.REASONABLE} made (p. 156)")


def build(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Build (p. 156): 50 gold a syllable of the building's description."""
    what = _need(command.what, "what to build, e.g. 'a statue in a busy square'")
    _reasonable(what)
    price = syllables.price(what, rules.price("build", game.pack))
    _afford(a, price, f"{what!r} ({syllables.count(what)} syllables)", "p. 156")
    _open(game)
    game.ruling("p. 156", f"{what!r}: {syllables.count(what)} syllables at 50 gold, {price} gold")
    _pay(game, a.id, price, f"building {what}, p. 156")
    commissions.raise_up(game, a.id, what)
    arete.made(game, a.id, "build", what)  # an underfolk's lasting work (p. 59)
    _done(game, a, "build", f"has {what} built for {price} gold")


def commission(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Commission Craft (p. 158): so much a syllable by how rare such a thing is."""
    what = _need(command.what, "what to have made, e.g. 'a helmet with a candle holder'")
    band = (command.option or "adventurer").lower()
    rates = rules.bands(game.pack)
    if band not in rates:
        raise IllegalCommand(f"no such band {band!r}: {', '.join(rates)} (p. 158)")
    _reasonable(what)
    rate = rates[band]
    price = syllables.price(what, rate)
    _afford(a, price, f"{what!r} ({syllables.count(what)} syllables)", "p. 158")
    commissions.fits(game, a, what)
    _open(game)
    game.ruling(
        "p. 158",
        f"{what!r}, something a {band} might own: {syllables.count(what)} syllables at "
        f"{rate} gold, {price} gold",
    )
    _pay(game, a.id, price, f"commissioning {what}, p. 158")
    made = commissions.deliver(game, a.id, what)
    arete.made(game, a.id, "commission", what)  # an underfolk's lasting work (p. 59)
    _done(game, a, "commission", f"has {what} made for {price} gold: {made}")


def carouse(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Carouse (p. 156): gold brought back spent for XP, then the Hangover table (p. 157)."""
    share = (command.option or "half").lower()
    if share not in ("half", "all"):
        raise IllegalCommand("carouse 'half' (1 XP) or 'all' (2 XP) of the gold brought back")
    brought = city.current(game).brought_by(a.id)
    spent, gained = rules.carouse(brought, "all" if share == "all" else "half")
    _afford(a, spent, f"carousing away {share} of the {brought} gold brought back", "p. 156")
    _open(game)
    game.ruling(*_fill(policy.BROUGHT_BACK, name=a.name, gold=brought))
    _pay(game, a.id, spent, "carousing, p. 156")
    xp.gain(game, a.id, gained, "carousing, p. 156")
    card = game.draw_and_discard("major", "the hangover")
    row = hangover.read(card, game.pack)
    text = morning_after.wake(game, a.id, row)
    arete.woke(game, a.id, row.id)  # a human wed in their cups (p. 28)
    _done(game, a, "carouse", f"spends {spent} gold for {gained} XP; the morning after: {text}")


def _fill(rule: tuple[str, str], **values: object) -> tuple[str, str]:
    return rule[0], rule[1].format(**values)


def funeral(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Hold a Funeral (p. 158): 100 gold for each XP of the dead kept for the next recruit."""
    name = _need(command.what, "whose funeral, e.g. 'funeral Brom'")
    dead = next(
        (d for d in game.guild.adventurers if name.lower() in (d.id.lower(), d.name.lower())), None
    )
    if dead is None or not dead.conditions.dead:
        raise IllegalCommand(f"no dead guild-mate called {name!r} to bury (p. 158)")
    if any(m.id == "soulless" for m in dead.aftermath):
        rule, why = hangover_policy.SOLD
        raise IllegalCommand(f"{why.format(name=dead.name)} ({rule}, Hangover XIV)")
    price = rules.price("funeral", game.pack)
    golds, shared = _mourners(game, a)
    purse = funeral_purse(game, a)
    most = min(dead.xp, purse // price)
    kept = command.amount if command.amount is not None else most
    if kept < 1 or kept > dead.xp:
        raise IllegalCommand(f"{dead.name} had {dead.xp} XP: keep between 1 and {dead.xp}")
    payers = terms.funeral_shares(kept * price, golds, shared)
    if payers is None:
        who = "the guild has" if shared else f"{a.name} has"
        raise IllegalCommand(f"keeping {kept} XP costs {kept * price} gold; {who} {purse} (p. 158)")
    _open(game)
    if shared and len(payers) > 1:
        game.ruling("p. 42", f"by the guild's terms all pay to bury {dead.name}, in equal shares")
    for who, paid in payers:
        _pay(game, who, paid, f"{grammar.possessive(dead.name)} funeral, p. 158")
    xp.spend(game, dead.id, kept, "passed on by the funeral, p. 158")
    game.set_adventurer(game.guild.adventurer(dead.id).model_copy(update={"buried": True}))
    heir = _heir(game, dead.id)
    if heir is not None:  # the newcomer who took the dead one's place (pp. 39, 126)
        game.ruling(*_fill(policy.FUNERAL_HEIR_FOUND, xp=kept, dead=dead.name, heir=heir.name))
        xp.gain(game, heir.id, kept, f"{grammar.possessive(dead.name)} funeral, p. 158")
        _done(game, a, "funeral", f"buries {dead.name}: {heir.name} takes {kept} XP")
        return
    game.guild = game.guild.model_copy(update={"bequest": game.guild.bequest + kept})
    game.ruling(*_fill(policy.FUNERAL_HEIR, xp=kept, dead=dead.name))
    _done(game, a, "funeral", f"buries {dead.name}: {kept} XP kept for the next recruit")


def _mourners(game: Table, a: Adventurer) -> tuple[list[tuple[str, int]], bool]:
    """The living's purses, ``a`` first, and whether the guild's terms share a Funeral's price
    (policy ``worm.gm.terms``, p. 42)."""
    golds = [(a.id, a.gold)] + [(m.id, m.gold) for m in city.living(game) if m.id != a.id]
    return golds, game.guild.terms == game.pack.guild.default_terms


def funeral_purse(game: Table, a: Adventurer) -> int:
    """The gold a Funeral ``a`` holds can draw on: the guild's, when its terms bury its dead."""
    golds, shared = _mourners(game, a)
    return sum(g for _, g in golds) if shared else a.gold


def _heir(game: Table, dead: str) -> Adventurer | None:
    """The living newcomer who took ``dead``'s place, if one did (``Guild.heirs``)."""
    heir = next((h for d, h in game.guild.heirs if d == dead), None)
    found = next((m for m in city.living(game) if m.id == heir), None)
    return found


def components(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Prepare Components (p. 159): free; components are implicit (policy ``COMPONENTS``)."""
    _open(game)
    game.ruling(*policy.COMPONENTS)
    _done(
        game,
        a,
        "components",
        "has nothing to pack: a sorcerer carries the components of their spells already (p. 199)",
    )


def horde(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """A Jarl gathers goblins to their horde, ``amount`` XP spent (p. 65)."""
    told = jarl.gather(game, a, command.amount)
    _open(game)
    _done(game, a, "horde", told)


def quarry(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """A Monster Hunter names or changes the kind they hunt, ``option`` the hated foe they hunt
    it as where it counts for more than one (p. 70)."""
    chosen = monster_hunter.choose(game, a, command.what, command.option)
    _open(game)
    _done(game, a, "quarry", chosen)


def research(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Research (p. 159): 50 gold and a Cups test, which may be pushed like any test of fate
    (p. 9); the answers come once it stands (``after_test``)."""
    _afford(a, rules.price("research", game.pack), "research", "p. 159")
    _open(game)
    _pay(game, a.id, rules.price("research", game.pack), "research, p. 159")
    asked = (command.what or "").strip()
    _done(game, a, "research", f"tests Cups in the archives{f' on {asked}' if asked else ''}")
    game.ruling("p. 159", f"{a.name} tests Cups for the answers: a failure may be pushed (p. 9)")
    fortune.test_each(
        game,
        Followup(testers=(a.id,), attribute="cups", task="research", city="research", method=asked),
    )


def after_test(game: Table, after: Followup, test: fate.FateTest) -> None:
    """A Research test stands (p. 159): no answer on a failure, one on a success, three on a
    great success (policy ``RESEARCH``: each an unknown trait of a creature)."""
    a = game.guild.adventurer(test.who)
    won = test.outcome in (fate.Outcome.SUCCESS, fate.Outcome.GREAT_SUCCESS)
    if not won:
        game.log.emit(
            ev.Narration,
            text=f"{grammar.possessive(a.name)} research: the archives give no answer.",
        )
        return
    game.ruling(*policy.RESEARCH)
    found = [
        _learn(game, after.method)
        for _ in range(rules.answers(test.outcome == fate.Outcome.GREAT_SUCCESS))
    ]
    told = [f for f in found if f]
    arete.researched(game, a.id, told)  # an underfolk's forgotten secret (p. 28)
    text = "; ".join(told) if told else "nothing new is written anywhere"
    game.log.emit(ev.Narration, text=f"{grammar.possessive(a.name)} research: {text}.")


def _learn(game: Table, asked: str | None) -> str | None:
    creatures = level_creatures(game) or sorted(game.pack.monsters)
    if asked:
        wanted = [c for c in creatures if asked.lower() in game.pack.monsters[c].name.lower()]
        creatures = wanted or creatures
    return lore.learn_one(game, creatures, game.read_discard("research"))


def translate(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Loremaster (p. 79): a longer text, an old book carried up from below, takes a City
    Action to translate; it tells what Research's great success would (policy
    ``LONG_TEXT``), and ``what`` names a creature to read of first, as Research's does."""
    training.user(game, a.id, lore_rules.LOREMASTER, 79)
    books = [i for i in dict.fromkeys(c.item for c in a.inventory.things()) if _old(game, i)]
    if not books:
        raise IllegalCommand(f"{a.name} carries no old book to translate (p. 79)")
    _open(game)
    training.use(game, a.id, lore_rules.LOREMASTER)
    after, _ = kit.lose(game.guild.adventurer(a.id), books[0], 1)
    game.set_adventurer(after)
    game.ruling(*policy.LONG_TEXT)
    asked = (command.what or "").strip() or None
    told = [f for f in (_learn(game, asked) for _ in range(rules.answers(True))) if f]
    text = "; ".join(told) if told else "nothing the guild does not know already"
    _done(game, a, "translate", f"reads the {game.pack.items[books[0]].name.lower()}: {text}")


def _old(game: Table, item: str) -> bool:
    """Whether ``item`` is written in an old script (``items.toml``, tag ``old_script``)."""
    return item in game.pack.items and "old_script" in game.pack.items[item].tags


def support(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Support (p. 159): one paid step of a long-term project; done when the steps are all
    taken (the price guide as the policy ``rules.scales``)."""
    name = _need(command.what, "the project, e.g. 'support \"a dream moth colony\"'")
    projects = game.guild.projects
    known = next((p for p in projects if p[0].lower() == name.lower()), None)
    scale = (command.option or "basic").lower()
    if scale not in get_args(rules.Scale):
        raise IllegalCommand(f"no such scale {scale!r}: basic, best or city (p. 159)")
    needed, price = rules.scales(game.pack)[cast(rules.Scale, scale)]
    if known is not None:
        name, needed, taken = known
        price = rules.step_price(needed, game.pack)
        if taken >= needed:
            raise IllegalCommand(f"{name} is already done (p. 159)")
    else:
        taken = 0
    material = _material(game, a, command.material)
    if material is not None:
        price = policy.MATERIAL_GOLD
    _afford(a, price, f"a step of {name}", "p. 159")
    _open(game)
    if material is not None:
        spent = _name(game, material)
        game.ruling(*_fill(policy.MATERIAL, thing=spent, project=name, gold=price))
        now = game.guild.adventurer(a.id)
        game.set_adventurer(now.model_copy(update={"inventory": _use_up(now.inventory, material)}))
        game.log.emit(
            ev.Item, who=a.name, item=spent, change="lost", count=1, cause=f"supporting {name}"
        )
    _pay(game, a.id, price, f"supporting {name}, p. 159")
    rest = tuple(p for p in projects if p[0].lower() != name.lower())
    game.guild = game.guild.model_copy(update={"projects": (*rest, (name, needed, taken + 1))})
    game.ruling("p. 159", f"{name}: step {taken + 1} of {needed}, {price} gold a step")
    left = needed - taken - 1
    tail = "and it is done" if left == 0 else f"{grammar.counted(left, 'step')} to go"
    _done(game, a, "support", f"pays {price} gold toward {name}, {tail}")


def _material(game: Table, a: Adventurer, word: str | None) -> Carried | None:
    """The thing carried up from below that ``word`` names (policy ``MATERIAL``), or None."""
    if word is None or not word.strip():
        return None
    wanted = word.strip().lower()
    named = [c for c in a.inventory.things() if wanted in (c.item, _name(game, c).lower())]
    below = [c for c in named if c.of is not None]
    if below:
        return below[0]
    if named:
        raise IllegalCommand(
            f"{_name(game, named[0])} was not carried up from the Underworld: only a reagent or "
            "a brew that remembers its creature cheapens a step (p. 172)"
        )
    raise IllegalCommand(f"{a.name} carries no {word.strip()!r} (p. 172)")


def _use_up(inventory: Inventory, carried: Carried) -> Inventory:
    if carried.count > 1:
        return pack_space.replace(
            inventory, carried.model_copy(update={"count": carried.count - 1})
        )
    return pack_space.remove(inventory, carried.uid)


def _name(game: Table, carried: Carried) -> str:
    item = game.pack.items.get(carried.item)
    return item.name if item is not None else carried.item


def train(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """Train (p. 159): a paid expert (policy ``PAID_EXPERT``); 50 gold an XP invested."""
    wanted = _need(command.what, "the talent to train")
    talent = next(
        (t for t in game.pack.talents.values() if wanted.lower() in (t.id, t.name.lower())), None
    )
    if talent is None:
        raise IllegalCommand(f"there is no talent {wanted!r}")
    invested = command.amount if command.amount is not None else 1
    _afford(a, invested * rules.price("train", game.pack), f"{invested} XP of training", "p. 159")
    trained = talent_rules.invest(a, talent.id, invested, trainable=talent.trainable)
    _open(game)
    game.ruling(*policy.PAID_EXPERT)
    _pay(
        game, a.id, invested * rules.price("train", game.pack), f"training in {talent.name}, p. 159"
    )
    paid = game.guild.adventurer(a.id)
    game.set_adventurer(trained.model_copy(update={"gold": paid.gold}))
    xp.record(game, a.id, a.xp, f"trained in {talent.name}, p. 159")
    monster_hunter.sworn(game, a.id)  # a new hunter chooses a foe (p. 70)
    uses = next((t.uses for t in trained.talents if t.id == talent.id), 0)
    _done(
        game,
        a,
        "train",
        f"learns {talent.name} from a paid expert: {grammar.counted(uses, 'use')} ready",
    )


def camp(game: Table, a: Adventurer, command: cmd.CityAct) -> None:
    """A Camp Action as the City Action (p. 156), played by the Camp's rules (policy
    ``CAMP_IN_CITY``)."""
    camp_command = city_camp.check(game, a, command)
    _open(game)
    city_camp.play(game, a, camp_command)


HANDLERS: dict[str, Callable[[Table, Adventurer, cmd.CityAct], None]] = {
    "bank": bank,
    "beg": beg,
    "build": build,
    "camp": camp,
    "carouse": carouse,
    "commission": commission,
    "funeral": funeral,
    "horde": horde,
    "components": components,
    "quarry": quarry,
    "research": research,
    "support": support,
    "translate": translate,
    "train": train,
}
"""The City Action each id of ``assets/city_actions.toml`` plays; the table lists exactly these
ids (``tests/unit/content/test_city_actions.py``)."""
