"""The districts' special City Actions (Appendix D, pp. 296–328) the engine plays, offered only
when this City has the district (``worm.engine.districts.city_of``). Each is written as data in
``assets/districts.toml`` (``special``) and taken as one City Action of step 6, with the same
refusals as the standard ones (``city_actions.why_not``) and its own price and needs.

- *Keep an ear to the ground* (Bellringer's District, p. 300): one rumour of the City Events
  table (policy ``worm.gm.district_actions.RUMOR``), kept on ``CityState.rumors``.
- *Study language* (the Madrasa of Maiden Wisdom, p. 314): 200 gold for one more language.
- *Rest and recuperate* (the Hospital of St. Berenthu, p. 318): free, every Wound healed, but
  not for who paid a destitute upkeep.
- *Undergo leeching* (the same Hospital, p. 318): an affliction cured outright, 20 gold for
  each stage not yet cured (policy ``worm.gm.district_actions.LEECHING``).
"""

from __future__ import annotations

from dataclasses import replace

from worm.content.city_actions import CityAction
from worm.content.districts import Special
from worm.engine import city, city_actions, districts
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import district_actions as policy
from worm.model.adventurer import Adventurer, Affliction
from worm.rules import afflictions, conditions


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
    if special.needs == "not_destitute" and city.current(game).tier_of(a.id) == "destitute":
        return f"{special.name} is not for the destitute: {a.name} is (p. {special.page})"
    if special.play != "leech" and special.gold > a.gold:
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
        healed.append(gone)
        game.log.emit(ev.Condition, who=a.name, change=f"{gone} heals", cause=special.name)
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
            f"leeching {known.name} away costs {price} gold ({left} stage(s) at {special.gold}); "
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


PLAYS = {"recuperate": recuperate, "leech": leech, "language": language, "rumor": rumor}
"""What each ``play`` of districts.toml does."""
