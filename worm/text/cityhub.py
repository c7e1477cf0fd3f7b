"""The City Phase at a glance (p. 148): its eight steps with what each did this time, each
adventurer's purse, upkeep and City Action, and the upkeep tiers one can pay for (p. 154) —
read from the game and its event log, for the terminal game's City screen (``worm.ui.city``).
"""

from __future__ import annotations

from worm import grammar
from worm.engine import city, commissions, districts, quests
from worm.engine import events as ev
from worm.engine.table import Table
from worm.model.adventurer import Adventurer
from worm.rules import light
from worm.text import omens

STEPS = (
    (1, "Death and taxes", "p. 149"),
    (2, "Noteworthy deeds and Fame", "p. 149"),
    (3, "City Events", "p. 150"),
    (4, "Turn in contracts", "p. 154"),
    (5, "Upkeep", "p. 154"),
    (6, "City Actions", "p. 156"),
    (7, "Plan the next Crawl", "p. 160"),
    (8, "Restock the Underworld", "p. 160"),
)
"""The eight steps in the book's order (p. 148): number, name, page."""

CHOOSE = "to choose"


def this_phase(game: Table) -> list[ev.Event]:
    """The events since the guild last came up (the latest step 1 of a City Phase)."""
    events = game.log.events
    for at in range(len(events) - 1, -1, -1):
        e = events[at]
        if isinstance(e, ev.CityStep) and e.step == 1:
            return events[at:]
    return []


def payers(events: list[ev.Event]) -> dict[str, str]:
    """Who made up whose upkeep (p. 172): the one helped's name → the payer's name, read from
    the gold that changed hands just before each upkeep was paid."""
    out: dict[str, str] = {}
    last: tuple[str, str] | None = None
    for e in events:
        if isinstance(e, ev.Item) and e.change == "lost" and (e.cause or "").startswith("for "):
            last = (e.cause[4:], e.who)
        elif isinstance(e, ev.Upkeep):
            if last is not None and last[0] == e.who:
                out[e.who] = last[1]
            last = None
    return out


def _taxes(events: list[ev.Event]) -> str:
    paid = [(e.who, e.paid) for e in events if isinstance(e, ev.Tax) and e.paid]
    if not paid:
        return "no coin to tax"
    each = ", ".join(f"{who} {n}" for who, n in paid)
    return f"the All-Watch took {sum(n for _, n in paid)} gold ({each})"


def _contracts(events: list[ev.Event]) -> str:
    ended = [e for e in events if isinstance(e, ev.Contract) and e.change != "taken"]
    if not ended:
        return "none turned in"
    return "; ".join(f"{grammar.possessive(e.patron)} {e.change}" for e in ended)


def _upkeep(game: Table, events: list[ev.Event]) -> str:
    state = city.current(game)
    helped = payers(events)
    names = {a.id: a.name for a in game.guild.adventurers}
    done = []
    for who, tier in state.upkeep:
        name = names.get(who, who)
        by = f", paid by {helped[name]}" if name in helped else ""
        done.append(f"{name} {tier}{by}")
    left = sum(1 for a in city.living(game) if state.tier_of(a.id) is None)
    sold = f"loot sold for {state.sold} gold; " if state.sold else ""
    said = "; ".join(done) if done else "nobody has paid yet"
    return f"{sold}{said}" + (f"; {left} {CHOOSE}" if left else "")


def _actions(game: Table) -> str:
    state = city.current(game)
    names = {a.id: a.name for a in game.guild.adventurers}
    done = [f"{names.get(w, w)}: {what}" for w, what in state.acted]
    left = sum(1 for a in city.living(game) if state.action_of(a.id) is None)
    said = "; ".join(done) if done else "none taken yet"
    if state.burnt:  # Hangover XX (p. 157): what was done there is shut
        burnt = [q.name for q in districts.city_of(game).districts if q.id in state.burnt]
        said += f"; burnt down: {', '.join(burnt)}"
    return said + (f"; {left} {CHOOSE}" if left else "")


def steps(
    game: Table, buy_back: omens.BuyBack = omens.typed_buy_back
) -> list[tuple[int, str, str, str]]:
    """Each step: number, name with its page, where the guild stands ('done', 'now', 'to
    come') and what it did this phase (stolen gear on a stall: bought back as ``buy_back``
    says)."""
    state = city.current(game)
    events = this_phase(game)
    event = state.event
    did = {
        1: _taxes(events),
        2: f"Fame {game.guild.fame}, {len(game.guild.deeds)} deeds on the roster"
        + ("; the quest is done: 'quest done' (p. 33)" if quests.seen_done(game) else ""),
        3: "; ".join(
            [event.name if event is not None else "no card read", *omens.lines(game, buy_back)]
        ),
        4: _contracts(events),
        5: _upkeep(game, events),
        6: _actions(game),
        7: (
            f"{len(state.board)} contracts on the board, {len(game.jobs)} held"
            if state.step >= city.PLAN_STEP
            else f"the board goes up after the City Actions ('plan' or J), {len(game.jobs)} held"
        ),
        8: "as the guild delves again",
    }
    out = []
    for number, name, page in STEPS:
        where = "done" if number < state.step else "now" if number == state.step else "to come"
        out.append((number, f"{name} ({page})", where, did[number]))
    return out


def member(game: Table, a: Adventurer, conditions: list[str]) -> str:
    """One adventurer in the City: gold, bank, upkeep tier, City Action and conditions."""
    state = city.current(game)
    tier = state.tier_of(a.id) or CHOOSE
    action = state.action_of(a.id) or CHOOSE
    if a.conditions.dead:
        tier = action = "—"
    shown = ", ".join(conditions) or "well"
    return f"{a.name}: {a.gold} gold, bank {a.bank} · upkeep {tier} · action {action} · {shown}"


def tier_choices(game: Table, who: str) -> list[tuple[str, str]]:
    """The upkeep tiers for ``who`` at this phase's prices (p. 154): ``(tier, label)`` for one
    their purse pays, ``(tier, label)`` with the shortfall for one a guild-mate could make up
    (p. 172), and ``("no:" + tier, why not)`` for one nobody can."""
    a = game.guild.adventurer(who)
    out = []
    for t in city.tiers(game):
        label = f"{t.name} — {t.cost} gold"
        short = t.cost - a.gold
        if short <= 0:
            out.append((t.id, label))
        elif helpers(game, who, short):
            out.append((t.id, f"{label}: {a.name} is {short} short, a guild-mate can pay"))
        else:
            out.append((f"no:{t.id}", f"{label}: {a.name} is {short} short, nobody can pay"))
    return out


def helpers(game: Table, who: str, short: int) -> list[Adventurer]:
    """The living guild-mates whose purse makes up ``short`` gold for ``who`` (p. 172)."""
    return [a for a in city.living(game) if a.id != who and a.gold >= short]


def shortfall(game: Table, who: str, tier: str) -> int:
    """What ``who``'s purse lacks for ``tier`` at this phase's price (0: it pays)."""
    return max(0, city.tier(game, tier).cost - game.guild.adventurer(who).gold)


def word_from_below(game: Table) -> list[str]:
    """What the City says of the Underworld since the last restock (p. 160): the rumour, and
    the rival guild's news."""
    lines = []
    if game.rumor is not None:
        lines.append(f"Word from below (p. 160): {game.rumor}.")
    rivals = game.rivals
    if rivals is not None:
        strength = f"{rivals.members} strong" if rivals.members else "broken up"
        news = f"; last heard: {rivals.news}" if rivals.news else ""
        lines.append(f"The rival guild (p. 160): {rivals.name}, {strength}{news}.")
    lines += commissions.lines(game)  # the guild's buildings (Build, p. 156)
    lines += kept_below(game)
    return lines


def kept_below(game: Table) -> list[str]:
    """Who the dark kept (We're doomed!, p. 95) and how each may come back: the Olu Gang's
    price, the captors and their level, the level the lost wander."""
    lines = []
    price = light.ransom(game.guild.fame)
    for held in game.guild.held:
        name = held.sheet.name
        if held.fate == "ransom":
            lines.append(
                f"The Olu Gang hold {name} (p. 95): {price:,} gold buys them back "
                "(1,000 per point of Fame), paid from upkeep on."
            )
        elif held.fate == "captured":
            monster = game.pack.monsters.get(held.captor)
            taker = monster.name if monster is not None else "creatures of the dark"
            lines.append(
                f"{name} is held by {taker} on level {held.depth} (p. 95): beat them or talk "
                "them round to free them."
            )
        else:
            lines.append(
                f"{name} is lost on level {held.depth} (p. 95): the guild may meet them there yet."
            )
    return lines
