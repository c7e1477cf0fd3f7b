"""A Camp Action taken as the City Action (p. 156): the Camp's own handlers
(``worm.engine.camp_actions``) play it, at a fire lit for the one action.

The handlers keep their account in a ``CampState``; the City lends them a fresh one for the
length of the action, seeded with who has already taken a City Action (they have no action to
spare, e.g. as a teacher), and takes it back when the action is done. Who acted in it — the
taker, and a teacher of Train — has spent their City Action. Which Camp Actions and talents
make sense in the City is the policy ``worm.gm.city_actions.CAMP_IN_CITY``."""

from __future__ import annotations

from dataclasses import replace

from worm.engine import camp_actions, city
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import city_actions as policy
from worm.model.adventurer import Adventurer
from worm.model.camp import CampState
from worm.rules import camp as camp_rules

ACTION = "camp"
"""The City Action's id (``assets/city_actions.toml``)."""


def offered(game: Table, a: Adventurer) -> tuple[str, ...]:
    """The Camp Actions ``a`` could take as their City Action now (p. 156)."""
    if game.city is None:
        return ()
    taken = tuple(w for w, _ in game.city.acted)
    return tuple(
        action
        for action in policy.CAMP_IN_CITY
        if _why(game, a, action, taken) is None
        and (action != "use_a_talent" or _talents(game, a, taken))
    )


def _why(game: Table, a: Adventurer, action: str, taken: tuple[str, ...]) -> str | None:
    return camp_rules.why_not(
        a, action, game.guild, game.pack, walked=len(game.walked), taken=taken
    )


def _talents(game: Table, a: Adventurer, taken: tuple[str, ...]) -> tuple[str, ...]:
    """The talents ``a`` may use in the City (policy ``CITY_TALENTS``)."""
    animals = bool(game.guild.companions_of(a.id))
    ready = camp_rules.camp_talents(a, animals=animals)
    return tuple(t for t in ready if t in policy.CITY_TALENTS)


def talents(game: Table, a: Adventurer) -> tuple[str, ...]:
    """The talents ``a`` may use as a City Action now (policy ``CITY_TALENTS``)."""
    taken = tuple(w for w, _ in game.city.acted) if game.city is not None else ()
    return _talents(game, a, taken)


def check(game: Table, a: Adventurer, command: cmd.CityAct) -> cmd.CampAct:
    """The Camp Action ``command`` asks of ``a`` as their City Action (p. 156), or refused:
    ``what`` names the Camp Action, ``option`` the talent, item or subject, ``partner`` the
    guild-mate, ``amount`` Train's XP."""
    wanted = (command.what or "").strip().lower()
    found = next(
        (x for x in camp_rules.ACTIONS if wanted in (x.id, x.name.lower(), x.id.replace("_", " "))),
        None,
    )
    if found is None:
        raise IllegalCommand(f"name a Camp Action: {', '.join(policy.CAMP_IN_CITY)} (p. 156)")
    if found.id not in policy.CAMP_IN_CITY:
        raise IllegalCommand(f"{found.name} {policy.CAMP_ONLY} (p. 156)")
    taken = tuple(w for w, _ in city.current(game).acted)
    why = _why(game, a, found.id, taken)
    if why is not None:
        raise IllegalCommand(f"{a.name} cannot {found.name.lower()}: {why}")
    what = command.option
    if found.id == "use_a_talent":
        ready = _talents(game, a, taken)
        if what is not None and what not in policy.CITY_TALENTS:
            talent = game.pack.talents.get(what)
            name = talent.name if talent is not None else what
            raise IllegalCommand(f"{a.name} has no use for {name} in the City (p. 156)")
        if what is None and not ready:
            raise IllegalCommand(f"{a.name} has no talent with a use in the City (p. 156)")
        what = what or ready[0]  # one not ready is refused by the Camp's own reason
    invested = command.amount if command.amount is not None else 1
    if not 1 <= invested <= 7:  # Train's XP: a talent is mastered at 7 (p. 33)
        raise IllegalCommand(f"invest between 1 and 7 XP in training, not {invested} (p. 33)")
    return cmd.CampAct(who=a.id, action=found.id, partner=command.partner, what=what, xp=invested)


def play(game: Table, a: Adventurer, camp_command: cmd.CampAct) -> None:
    """The Camp Action played at a fire lit for it, then put out (p. 156)."""
    taken = tuple(w for w, _ in city.current(game).acted)
    game.ruling(*policy.CAMP_ACTION)
    game.camp = CampState(acted=tuple((w, ACTION) for w in taken))
    try:
        camp_actions.ACTIONS[camp_command.action](game, a, camp_command)
        acted = [w for w, _ in game.camp.acted[len(taken) :]] if game.camp is not None else []
    finally:
        game.camp = None
    _spent(game, [a.id, *acted], camp_rules.BY_ID[camp_command.action].name)


def _spent(game: Table, who: list[str], name: str) -> None:
    """Each of ``who`` has spent their City Action on the Camp Action ``name``."""
    from_city = game.pack.city_actions[ACTION].name
    state = city.current(game)
    for w in dict.fromkeys(who):
        if state.action_of(w) is None:
            state = replace(state, acted=(*state.acted, (w, f"{from_city}: {name}")))
    game.city = state
    taker = game.guild.adventurer(who[0]).name
    game.log.emit(ev.Narration, text=f"{taker} — {from_city}: {name}, as at a Camp (p. 156).")
