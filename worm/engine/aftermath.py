"""The lasting marks a night of carousing leaves on the sheet (the Hangover table, p. 157),
played by the policies of ``worm.gm.hangover``:

- *cowbell* (III): cut off as the guild goes down — free with a hammer, hatchet or lockpicks in
  the guild, else 10 gold to a smith; who cannot pay goes down Stressed, still belled;
- *spouse* (IV): the household takes 10 gold at the start of every City Phase;
- *banned* (VIII): the carousing district is closed to them for three City Phases (``ruins``);
- *tattoo* (IX): kept on the sheet, where and how good;
- *duel* (XI): fought at the next City Phase, a Swords test that may be pushed, a Wound if lost;
- *wanted* (XIII, XV): at the next City Phase a 50 gold fine, or the cells and no City Action;
- *soulless* (XIV): a funeral for them keeps no XP;
- *cultist* (XVIII): a tithe of 10 gold every City Phase, Stressed if it cannot be paid;
- *handless* (XIX): what the hand held is lost; until a luxurious upkeep sews it back, that hand
  slot is emptied as the guild goes down.

``leave`` marks the sheet the morning after; ``come_due`` plays what falls due as the guild
comes back up (after the tax); ``go_down`` what is settled as it delves again.
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.content.city_actions import Hangover
from worm.content.interaction import Wound
from worm.content.models import ContentPack
from worm.engine import events as ev
from worm.engine import ruins
from worm.engine.table import Table
from worm.gm import hangover as policy
from worm.model.adventurer import Adventurer
from worm.model.aftermath import Aftermath, Mark
from worm.model.crawl import Followup
from worm.model.inventory import Carried
from worm.model.loop import NextWaiting
from worm.rules import conditions, pack_space

CAUSE = "the hangover, p. 157"
ONCE: frozenset[Mark] = frozenset({"cowbell", "spouse", "soulless", "cultist", "handless"})
"""Marks one can bear only once: a second such night changes nothing."""


def leave(game: Table, who: str, row: Hangover, detail: str) -> str:
    """Mark ``who``'s sheet with ``row``'s lasting mark (p. 157); say what it does."""
    if row.mark is None:
        return ""
    a = game.guild.adventurer(who)
    if row.mark in ONCE and any(m.id == row.mark for m in a.aftermath):
        return "nothing new: it is on the sheet already"
    mark = Aftermath(id=row.mark, detail=detail or row.text, phases=row.phases)
    said = _LEAVE.get(row.mark, _plain)(game, a, mark)
    if said is None:
        return "nothing to mark"
    mark, text = said
    a = game.guild.adventurer(who)
    kept = tuple(m for m in a.aftermath if not _same(m, mark))
    game.set_adventurer(a.model_copy(update={"aftermath": (*kept, mark)}))
    game.log.emit(
        ev.Condition, who=a.name, change=f"marked: {describe(mark, game.pack)}", cause=CAUSE
    )
    return text


def _same(old: Aftermath, new: Aftermath) -> bool:
    """A new mark that takes an old one's place: one of a kind, or a ban from the same district."""
    if old.id != new.id:
        return False
    return new.id in ONCE or (new.district is not None and old.district == new.district)


def _plain(game: Table, a: Adventurer, mark: Aftermath) -> tuple[Aftermath, str] | None:
    return mark, f"on the sheet: {describe(mark, game.pack)}"


def _banned(game: Table, a: Adventurer, mark: Aftermath) -> tuple[Aftermath, str] | None:
    quarter = ruins.where(game, a, game.pack.city_actions["carouse"])
    if quarter is None:
        return None
    rule, why = policy.BANNED
    game.ruling(rule, why.format(name=a.name, district=quarter.name))
    return mark.model_copy(update={"district": quarter.id}), f"barred from {quarter.name}"


def _handless(game: Table, a: Adventurer, mark: Aftermath) -> tuple[Aftermath, str] | None:
    rule, why = policy.HAND
    game.ruling(rule, why.format(name=a.name))
    held = a.inventory.hands[-1]
    if held is not None:
        game.set_adventurer(
            a.model_copy(update={"inventory": pack_space.remove(a.inventory, held.uid)})
        )
        game.log.emit(
            ev.Item, who=a.name, item=_name(game, held), change="lost", count=1, cause=CAUSE
        )
    return mark, "one hand gone" + (f", and the {_name(game, held)} it held" if held else "")


def _soulless(game: Table, a: Adventurer, mark: Aftermath) -> tuple[Aftermath, str] | None:
    rule, why = policy.SOLD
    game.ruling(rule, why.format(name=a.name))
    return mark, "the soul is the buyer's"


_LEAVE = {"banned": _banned, "handless": _handless, "soulless": _soulless}


LABEL: dict[Mark, str] = {
    "cowbell": "belled",
    "spouse": "married",
    "banned": "banned",
    "tattoo": "tattooed",
    "duel": "duel due",
    "wanted": "wanted",
    "soulless": "soul sold",
    "cultist": "sworn to a cult",
    "handless": "one hand",
}
"""Each mark in a word or two, for the side panel and the roster lines."""


def labels(a: Adventurer) -> list[str]:
    """``a``'s marks in short, for the panels beside the map and the City's roster."""
    return [LABEL[m.id] for m in a.aftermath]


def describe(mark: Aftermath, pack: ContentPack) -> str:
    """One mark as a player reads it on the sheet."""
    if mark.id == "banned":
        known = pack.districts.get(mark.district or "")
        where = known.name if known is not None else mark.district
        return f"banned from {where} ({grammar.counted(mark.phases, 'more City Phase')})"
    return {
        "cowbell": "a cowbell chained round the neck",
        "spouse": "married to a stranger",
        "tattoo": f"a tattoo ({mark.detail})",
        "duel": "a duel with a noble, fought at the next City Phase",
        "wanted": f"wanted by the All-Watch ({mark.detail})",
        "soulless": "a soul sold for a beer",
        "cultist": "sworn to a cult's dark pact",
        "handless": "a hand gone crawling: one hand to hold with",
    }[mark.id]


def told(a: Adventurer, pack: ContentPack) -> list[str]:
    """Every mark on ``a``'s sheet, for the sheet and the City screens."""
    return [describe(m, pack) for m in a.aftermath]


def city_lines(game: Table) -> list[str]:
    """What a night left on the City itself, and a funeral's XP waiting: for the City's
    status and screens."""
    out = []
    if game.city is not None and game.city.burnt and game.city_map is not None:
        names = [q.name for q in game.city_map.districts if q.id in game.city.burnt]
        out.append(f"Burnt down (p. 157): {', '.join(names)} — shut until the next City Phase.")
    if game.guild.bequest:
        out.append(f"A funeral keeps {game.guild.bequest} XP for the next recruit (p. 158).")
    return out


# --- as the guild comes back up ------------------------------------------------------------------


def come_due(game: Table) -> None:
    """What the marks ask at the start of a City Phase, after the tax (p. 157 policies)."""
    for a in [m for m in game.guild.in_marching_order() if not m.conditions.dead]:
        for mark in a.aftermath:
            _DUE.get(mark.id, _stays)(game, a.id, mark)


def _stays(game: Table, who: str, mark: Aftermath) -> None:
    return


def _drop(game: Table, who: str, mark: Aftermath) -> None:
    a = game.guild.adventurer(who)
    game.set_adventurer(
        a.model_copy(update={"aftermath": tuple(m for m in a.aftermath if m != mark)})
    )


def _take(game: Table, who: str, gold: int, cause: str) -> int:
    a = game.guild.adventurer(who)
    paid = min(gold, a.gold)
    if paid:
        game.set_adventurer(a.model_copy(update={"gold": a.gold - paid}))
        game.log.emit(ev.Item, who=a.name, item="gold", change="lost", count=paid, cause=cause)
    return paid


def _stress(game: Table, who: str, cause: str) -> None:
    a = game.guild.adventurer(who)
    if not a.conditions.stressed:
        game.set_adventurer(conditions.stress(a))
        game.log.emit(ev.Condition, who=a.name, change="Stressed", cause=cause)


def _ban_wears_off(game: Table, who: str, mark: Aftermath) -> None:
    a = game.guild.adventurer(who)
    left = mark.phases - 1
    kept = tuple(
        m if m != mark else m.model_copy(update={"phases": left})
        for m in a.aftermath
        if m != mark or left > 0
    )
    game.set_adventurer(a.model_copy(update={"aftermath": kept}))
    if left <= 0:
        known = game.pack.districts.get(mark.district or "")
        where = known.name if known is not None else mark.district
        game.ruling(
            policy.PAGE, f"{grammar.possessive(a.name)} ban from {where} has run its course"
        )


def _household(game: Table, who: str, mark: Aftermath) -> None:
    a = game.guild.adventurer(who)
    rule, why = policy.SPOUSE
    paid = _take(game, who, policy.SPOUSE_GOLD, "the household, p. 157")
    game.ruling(rule, why.format(name=a.name, gold=paid))


def _tithe(game: Table, who: str, mark: Aftermath) -> None:
    a = game.guild.adventurer(who)
    rule, why = policy.TITHE
    game.ruling(rule, why.format(name=a.name, gold=policy.TITHE_GOLD))
    if _take(game, who, policy.TITHE_GOLD, "the cult's tithe, p. 157") < policy.TITHE_GOLD:
        _stress(game, who, "the cult's displeasure, p. 157")


def _duel(game: Table, who: str, mark: Aftermath) -> None:
    a = game.guild.adventurer(who)
    _drop(game, who, mark)
    rule, why = policy.DUEL
    game.ruling(rule, why.format(name=a.name))
    lost = Wound(effect="wound", count=1, text="The noble's blade finds its mark.")
    duel = Followup(
        testers=(who,), attribute="swords", task="fight the noble's duel", on_failure=(lost,)
    )
    game.waiting = (*game.waiting, duel)  # drawn once the arrival is done (``NextWaiting``)
    game.later(NextWaiting())


def _watch(game: Table, who: str, mark: Aftermath) -> None:
    a = game.guild.adventurer(who)
    _drop(game, who, mark)
    rule, why = policy.WANTED
    game.ruling(rule, why.format(name=a.name, fine=policy.FINE))
    if a.gold >= policy.FINE:
        _take(game, who, policy.FINE, "the All-Watch's fine, p. 157")
        return
    state = game.city
    if state is not None:
        held = "held in the All-Watch's cells"
        game.city = replace(state, acted=(*state.acted, (who, held)))
        game.log.emit(ev.Narration, text=f"{a.name} cannot pay and is {held} this City Phase.")


_DUE = {
    "banned": _ban_wears_off,
    "spouse": _household,
    "cultist": _tithe,
    "duel": _duel,
    "wanted": _watch,
}


# --- as the guild goes down --------------------------------------------------------------------


def go_down(game: Table) -> None:
    """What is settled before the delve: the cowbell cut off, the hand sewn back or its slot
    emptied (p. 157 policies)."""
    state = game.city
    for a in [m for m in game.guild.in_marching_order() if not m.conditions.dead]:
        for mark in a.aftermath:
            if mark.id == "cowbell":
                _cowbell(game, a.id, mark)
            elif mark.id == "handless":
                tier = state.tier_of(a.id) if state is not None else None
                _hand(game, a.id, mark, sewn=tier == "luxurious")


def _cowbell(game: Table, who: str, mark: Aftermath) -> None:
    a = game.guild.adventurer(who)
    rule, why = policy.COWBELL
    cutter = next(
        (
            (m, c)
            for m in game.guild.adventurers
            if not m.conditions.dead
            for c in m.inventory.things()
            if c.item in policy.CUTTERS
        ),
        None,
    )
    if cutter is not None:
        game.ruling(rule, why.format(how=f"{cutter[0].name}'s {_name(game, cutter[1]).lower()}"))
        _drop(game, who, mark)
        return
    if a.gold >= policy.COWBELL_GOLD:
        _take(game, who, policy.COWBELL_GOLD, "a smith cuts the cowbell off, p. 157")
        game.ruling(rule, why.format(how=f"a smith, for {policy.COWBELL_GOLD} gold"))
        _drop(game, who, mark)
        return
    game.ruling(policy.PAGE, f"{a.name} cannot pay a smith and goes down still clanging")
    _stress(game, who, "the cowbell, p. 157")


def _hand(game: Table, who: str, mark: Aftermath, *, sewn: bool) -> None:
    a = game.guild.adventurer(who)
    if sewn:
        rule, why = policy.HAND_BACK
        game.ruling(rule, why.format(name=a.name))
        _drop(game, who, mark)
        return
    held = a.inventory.hands[-1]
    if held is None:
        return
    item = game.pack.items[held.item]
    emptied = pack_space.remove(a.inventory, held.uid)
    stowed = pack_space.stow_anywhere(emptied, held, item)
    game.set_adventurer(a.model_copy(update={"inventory": stowed or emptied}))
    if stowed is None:
        game.log.emit(ev.Item, who=a.name, item=item.name, change="lost", count=1, cause=CAUSE)
    game.ruling(policy.PAGE, f"{a.name} has one hand: the {item.name.lower()} cannot be held")


def _name(game: Table, carried: Carried) -> str:
    item = game.pack.items.get(carried.item)
    return item.name if item is not None else carried.item
