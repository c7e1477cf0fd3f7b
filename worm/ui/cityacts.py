"""The City Actions screen (pp. 156–159), reached from the City with the crawl's actions key.

Left: every City Action on a menu for the adventurer chosen (``←``/``→`` or Tab change who),
each with its price and, when they cannot take it, why not; Enter takes the one highlighted,
asking in a small dialog what to bank, build, commission, support, train or bury. Below the
standard actions come the special ones of this City's districts that the engine plays
(Appendix D), with the language to study asked in the same way. Right: the
chosen one's purse, bank, XP, the gold they brought back, and what they have done this phase.
Each is one Command (``cmd.CityAct``); the engine says no, with its reason, to what it will
not do.
"""

from __future__ import annotations

from collections.abc import Callable

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from worm import grammar
from worm.content.monsters import Monster
from worm.engine import (
    aftermath,
    banking,
    city_actions,
    city_camp,
    district_actions,
    hunter_motif,
    jarl,
    loans,
)
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.gm import district_actions as district_policy
from worm.gm import hunters, specializations
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried
from worm.rules import camp as camp_rules
from worm.rules import city_actions as rules
from worm.rules import jarl as jarl_rules
from worm.rules import monster_hunter as hunting
from worm.rules import syllables
from worm.rules import talents as talent_rules
from worm.ui import keymap as keys
from worm.ui.common import MenuScreen, MessageLog, TooSmall
from worm.ui.driver import Driver
from worm.ui.footer import KeyFooter
from worm.ui.parley import PickScreen

BACKLOG = 12
"""Messages shown when the screen opens: the City Phase so far."""


class CityActionsScreen(MenuScreen):
    """Step 6 of the City Phase: one City Action each (p. 156)."""

    phase_name = "city_actions"
    BINDINGS = keys.bindings("city_actions")  # type: ignore[assignment]  # keys.bindings is typed list[object]
    SCOPED_CSS = False
    DEFAULT_CSS = """
    CityActionsScreen #acts-status { height: 1; background: $panel; padding: 0 1; }
    CityActionsScreen #acts-main { height: 1fr; }
    CityActionsScreen #acts-left { width: 1fr; padding: 0 1; }
    CityActionsScreen #acts-right { width: 44; border-left: vkey $panel; padding: 0 1; }
    App.-compact CityActionsScreen #acts-right { width: 34; }
    CityActionsScreen #acts-menu { height: 1fr; border: none; padding: 0; }
    CityActionsScreen #acts-menu:focus { border: none; }
    CityActionsScreen #acts-log { height: 6; border-top: hkey $panel; padding: 0 1; }
    App.-compact CityActionsScreen #acts-log { height: 4; }
    """

    MENU = "acts-menu"
    LOG = "acts-log"

    def __init__(self, driver: Driver) -> None:
        super().__init__(driver)
        self.who: str | None = None

    def compose(self) -> ComposeResult:
        yield TooSmall()
        with Vertical(id="body"):
            yield Static(id="acts-status")
            with Horizontal(id="acts-main"):
                with Vertical(id="acts-left"):
                    yield OptionList(*self._options(), id="acts-menu")
                with VerticalScroll(id="acts-right"):
                    yield Static(id="acts-sheet")
            yield MessageLog(self.driver, backlog=BACKLOG, id="acts-log")
        yield KeyFooter()

    def _options(self) -> list[Option]:
        a = self.chosen()
        game = self.driver.game
        out: list[Option] = []
        for action in rules.ACTIONS:
            why = None if a is None else city_actions.why_not(game, a, action)
            line = f"{action.name} ({action.cost}, p. {action.page}): {action.summary}"
            if why is not None:
                line += f"\n    ✗ {why}"
            out.append(Option(line, id=action.id, disabled=why is not None))
        for special in district_actions.specials(game):
            why = None if a is None else district_actions.why_not(game, a, special)
            line = (
                f"{special.name} ({special.gold or 'free'}{' gold' if special.gold else ''}, "
                f"p. {special.page}, this City's own): {special.summary}"
            )
            if why is not None:
                line += f"\n    ✗ {why}"
            out.append(Option(line, id=special.id, disabled=why is not None))
        return out

    def chosen(self) -> Adventurer | None:
        living = [a for a in self.driver.game.guild.in_marching_order() if not a.conditions.dead]
        picked = next((a for a in living if a.id == self.who), None)
        return picked or (living[0] if living else None)

    def _next_waiting(self) -> None:
        """After a City Action is taken, on to the next one who has not taken theirs."""
        state = self.driver.game.city
        if state is None or self.who is None or state.action_of(self.who) is None:
            return
        order = [a.id for a in self.driver.game.guild.in_marching_order() if not a.conditions.dead]
        at = order.index(self.who) if self.who in order else 0
        waiting = [w for w in order[at:] + order[:at] if state.action_of(w) is None]
        if waiting:
            self.who = waiting[0]

    def update_view(self) -> None:
        if not self.mounted():
            return
        game = self.driver.game
        if game.phase != "city" or game.city is None:
            return
        if self._seen is not None and self._seen[0] != self.driver.version:
            self._next_waiting()  # a command was played: whoever acted hands over
        a = self.chosen()
        self.who = a.id if a is not None else None
        seen = (self.driver.version, self.who, self.app.has_class("-compact"))
        if seen == self._seen:
            return
        self._seen = seen
        state = game.city
        status = (
            f"City Actions, step 6 (pp. 156–159): one each — {a.name if a else 'nobody'} "
            f"choosing ({len(state.acted)} taken)"
        )
        if state.step > 6:
            status = (
                f"The City Actions are over ({len(state.acted)} taken): the job board is up, "
                "Escape, then J to read it (step 7, p. 148)"
            )
        self.query_one("#acts-status", Static).update(status)
        self.query_one("#acts-sheet", Static).update(_sheet(game, a) if a is not None else "")
        menu = self.query_one("#acts-menu", OptionList)
        at = menu.highlighted
        menu.set_options(self._options())
        if menu.option_count:
            menu.highlighted = at if at is not None else 0

    # --- keys -------------------------------------------------------------------------------

    def action_next_adventurer(self, step: int = 1) -> None:
        order = [a.id for a in self.driver.game.guild.in_marching_order() if not a.conditions.dead]
        if not order:
            return
        at = order.index(self.who) if self.who in order else 0
        self.who = order[(at + step) % len(order)]
        self.update_view()

    def action_act(self) -> None:
        menu = self.query_one("#acts-menu", OptionList)
        if menu.highlighted is None:
            return
        option = menu.get_option_at_index(menu.highlighted)
        if option.id and not option.disabled:
            self.take(option.id)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id:
            self.take(event.option.id)

    def take(self, action: str) -> None:
        """Take ``action`` for the chosen one, asking what for when it needs a thing named."""
        a = self.chosen()
        if a is None:
            return
        ask = _ASK.get(action)
        special = district_actions.find(self.driver.game, action)
        if ask is None and special is not None:  # a district's own that asks how much or what
            ask = _PLAY_ASK.get(special.play)
        if ask is None:
            self.worm.send(cmd.CityAct(who=a.id, action=action))
            return
        title, options = ask(self, a)
        if not options:
            self.notify(title, title="No", severity="warning", timeout=4)
            return

        def then(value: str) -> None:
            self.worm.send(_command(a.id, action, value))

        self._pick(title, options, then)

    def action_leave(self) -> None:
        self.app.pop_screen()

    def _pick(
        self, title: str, options: list[tuple[str, str]], then: Callable[[str], None]
    ) -> None:
        def picked(value: str | None) -> None:
            if value is not None:
                then(value)

        self.app.push_screen(PickScreen(title, options), picked)


def _sheet(game: Game, a: Adventurer) -> str:
    """The chosen adventurer's side of the screen: purse, XP, upkeep, City Action, what the City
    holds of them (a debt, companies joined, keepsakes, a night's marks), the guild's projects."""
    state = game.city
    assert state is not None
    done = state.action_of(a.id) or "none yet"
    vault = ", ".join(banking.name(game, c) for c in a.vault)
    sheet = (
        f"{a.name}\nGold {a.gold}, banked {a.bank}"
        + (f"; in the bank: {vault}" if vault else "")
        + f"\nXP {a.xp}\n"
        f"Brought back {state.brought_by(a.id)} gold (Carouse)\n"
        f"Upkeep: {state.tier_of(a.id) or 'not paid'}\nCity Action: {done}"
    )
    if a.debt:
        sheet += f"\nOwes the Centrum Bank {a.debt} gold (p. 319)"
    joined = [
        s.name for d in game.pack.districts.values() for s in d.special if s.id in a.memberships
    ]
    if a.initiation:
        joined.append(f"Cult of Mythrys, initiation {a.initiation}")
    if a.nickname:  # a Blood feast's name (p. 321)
        joined.append(f"the orcs call them {a.nickname}")
    if joined:
        sheet += "\nCity: " + "; ".join(joined)
    if a.keepsakes:  # commissioned, with no rules of their own (p. 158)
        sheet += "\nKeepsakes: " + "; ".join(a.keepsakes)
    marks = aftermath.told(a, game.pack)
    if marks:  # the Hangover table's lasting marks (p. 157)
        sheet += "\n\nThe morning after:\n" + "\n".join(f"  {m}" for m in marks)
    notes = aftermath.city_lines(game)
    if notes:
        sheet += "\n\n" + "\n".join(notes)
    if game.guild.projects:
        sheet += "\n\nProjects:\n" + "\n".join(
            f"  {n}: {t}/{k} steps" for n, k, t in game.guild.projects
        )
    return sheet


def _command(who: str, action: str, value: str) -> cmd.CityAct:
    """A dialog's pick as a command: ``option|what|amount[|material]`` packed in the pick's
    value (the material: a thing from below spent on a Support step, p. 172)."""
    option, what, amount, *material = value.split("|")
    return cmd.CityAct(
        who=who,
        action=action,
        what=what or None,
        amount=int(amount) if amount else None,
        option=option or None,
        material=material[0] if material and material[0] else None,
    )


Ask = Callable[[CityActionsScreen, Adventurer], tuple[str, list[tuple[str, str]]]]


def _bank(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    out = [(f"||{n}", f"deposit {n} gold") for n in sorted({a.gold // 2, a.gold}) if n > 0]
    if a.bank:
        out.append((f"||{-a.bank}", f"withdraw all {a.bank} gold"))
    game = screen.driver.game
    out += [(f"|{c.item}|", f"leave the {banking.name(game, c).lower()}") for c in _kept(a)]
    out += [(f"take|{c.item}|", f"take back the {banking.name(game, c).lower()}") for c in a.vault]
    return f"{a.name} banks what? (gold earns 2% a City Phase, untaxed; gear is safe)", out


def _kept(a: Adventurer) -> list[Carried]:
    """Carried things worth banking: one entry per kind of item, worn clothes left on."""
    seen: set[str] = set()
    out = []
    for c in a.inventory.things():
        if c.item not in seen and c not in a.inventory.worn:
            seen.add(c.item)
            out.append(c)
    return out


def _carouse(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    game = screen.driver.game
    brought = game.city.brought_by(a.id) if game.city is not None else 0
    half, _ = rules.carouse(brought, "half")
    return f"{a.name} carouses away how much of the {brought} gold brought back?", [
        ("half||", f"half ({half} gold) for 1 XP"),
        ("all||", f"all ({brought} gold) for 2 XP"),
    ]


def _offered(screen: CityActionsScreen, action: str) -> rules.CityAction:
    """The City Action whose examples (the book's own) a dialog offers (city_actions.toml);
    the text game takes anything typed."""
    return screen.driver.game.pack.city_actions[action]


def _build(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    return f"{a.name} has what built? (50 gold a syllable, p. 156)", [
        (f"|{b}|", f"{b} — {syllables.price(b, rules.BUILD_RATE)} gold")
        for b in _offered(screen, "build").examples
    ]


def _commission(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    return f"{a.name} has what made? (priced by the syllable, p. 158)", [
        (f"{band.id}|{w}|", f"{w} ({band.id}) — {syllables.price(w, band.gold)} gold")
        for band in _offered(screen, "commission").bands
        for w in band.examples
    ]


def _funeral(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    game = screen.driver.game
    dead = [d for d in game.guild.adventurers if d.conditions.dead and d.xp]
    purse = city_actions.funeral_purse(game, a)
    out = []
    for d in dead:
        kept = min(d.xp, purse // rules.FUNERAL_COST)
        if kept:
            out.append((f"|{d.id}|{kept}", f"{d.name}: keep {kept} XP for {kept * 100} gold"))
    payer = "the guild pays" if purse > a.gold else f"{a.name} pays"
    return (
        f"Whose funeral? ({payer} 100 gold an XP kept, p. 158)"
        if out
        else "No fallen guild-mate with XP to keep, or not 100 gold to pay"
    ), out


def _support(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    game = screen.driver.game
    out = [(f"|{n}|", f"{n} ({t}/{k} steps)") for n, k, t in game.guild.projects if t < k]
    known = {n for n, _, _ in game.guild.projects}
    out += [
        (f"{scale.id}|{n}|", f"a new project: {n} ({scale.id})")
        for scale in _offered(screen, "support").scales
        for n in scale.examples
        if n not in known
    ]
    below = sorted({c.item for c in a.inventory.things() if c.of is not None})
    out += [
        (f"{v}|{m}", f"{told} — spending a {game.pack.items[m].name.lower()} from below, 10 gold")
        for v, told in list(out)
        for m in below
    ]  # Underworld material cheapens a step (policy, p. 172)
    return f"{a.name} supports which project? (p. 159)", out


def _language(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    pack = screen.driver.game.pack
    out = [
        (f"|{i}|", pack.languages[i].name)
        for i in district_policy.taught(pack)
        if i not in a.languages
    ]
    title = f"{a.name} studies which language? (200 gold, p. 314)"
    return (title if out else f"{a.name} already speaks every language taught"), out


def _leech(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    pack = screen.driver.game.pack
    out = []
    for state in a.afflictions:
        known = pack.afflictions[state.id]
        left = len(known.stages) - state.cured
        out.append(
            (f"|{state.id}|", f"{known.name}: {grammar.counted(left, 'stage')}, {left * 20} gold")
        )
    title = f"{a.name} has which affliction leeched away? (20 gold a stage, p. 318)"
    return (title if out else f"{a.name} suffers no affliction"), out


def _train(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    game = screen.driver.game
    most = min(a.xp, a.gold // rules.TRAIN_COST)
    out = []
    for t in game.pack.talents.values():
        own = a.talent(t.id)
        if not t.trainable or (own is not None and own.state != "mentored") or most < 1:
            continue
        out.append((f"|{t.id}|{most}", f"{t.name}: {most} XP for {most * rules.TRAIN_COST} gold"))
    title = f"{a.name} trains in what? (a paid expert, 50 gold an XP, p. 159)"
    return (title if out else f"{a.name} has no XP and gold enough to train"), out


def _camp(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    """A Camp Action as the City Action (p. 156): each one the City allows that ``a`` can take,
    a talent or an item named in its own line."""
    game = screen.driver.game
    out: list[tuple[str, str]] = []
    for action in city_camp.offered(game, a):
        name = camp_rules.BY_ID[action].name
        if action == "use_a_talent":
            out += [
                (f"{t}|{action}|", f"{name}: {game.pack.talents[t].name}")
                for t in city_camp.talents(game, a)
            ]
        elif action == "use_an_item":
            out += [
                (f"{i}|{action}|", f"{name}: {game.pack.items[i].name}")
                for i in camp_rules.camp_items(a)
            ]
        else:
            out.append((f"|{action}|", name))
    title = f"{a.name} takes which Camp Action in the City? (p. 156)"
    return (title if out else f"{a.name} has no Camp Action to take in the City"), out


def _quarry(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    """The kinds a Monster Hunter may name (p. 70): those the guild has slain first, then a
    whole kith (Man Hunter) or a far realm's spirits (Spirit Hunter), then every other kind by
    name; a kind that counts for two hated foes is offered as each."""
    pack = screen.driver.game.pack
    slain = [k for k in reversed(screen.driver.game.guild.slain) if k in pack.monsters]
    rest = sorted((m for m in pack.monsters.values() if m.id not in slain), key=lambda m: m.name)
    now = (a.quarry, hunter_motif.motif(pack, a))

    def rows(kinds: list[Monster]) -> list[tuple[str, str]]:
        return [
            (f"{foe}|{m.id}|", f"{m.name} ({foe})")
            for m in kinds
            for foe in hunters.foes(pack, m.id)  # one line for each foe it counts for (p. 70)
            if (m.id, foe) != now
        ]

    wide = [  # a whole kith, a far realm's spirits (p. 70)
        (f"|{q}|", f"{specializations.label(pack, q)} ({hunters.foes(pack, q)[0]})")
        for q in specializations.choices(pack)
        if q != a.quarry
    ]
    out = rows([pack.monsters[k] for k in slain]) + wide + rows(rest)
    if a.talent(hunting.TALENT) is None:
        return f"{a.name} does not know Monster Hunter (p. 70)", []
    return f"{a.name} hunts which kind of creature? (Monster Hunter, p. 70)", out


def _horde(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    """How much XP a Jarl spends on the horde (p. 65): 2 goblins and one more an XP, to 8."""
    if a.talent(jarl_rules.TALENT) is None:
        return f"{a.name} is no Jarl (p. 65)", []
    if (why := talent_rules.barred(a, jarl_rules.TALENT, "Jarl")) is not None:
        return why, []
    horde = jarl.horde_of(screen.driver.game, a.id)
    had = horde.goblins if horde is not None else 0
    room = jarl_rules.MOST - had - jarl_rules.BASE
    if room < 0:
        return f"{a.name}'s horde is full ({had} goblins, p. 65)", []
    out = [
        (f"||{spent}|", f"{spent} XP: {jarl_rules.gathered(had, spent) - had} goblins")
        for spent in range(min(a.xp, room) + 1)
    ]
    return f"{a.name} spends how much XP on the horde of {had}? (p. 65)", out


_ASK: dict[str, Ask] = {
    "bank": _bank,
    "camp": _camp,
    "carouse": _carouse,
    "build": _build,
    "commission": _commission,
    "funeral": _funeral,
    "support": _support,
    "train": _train,
    "quarry": _quarry,
    "horde": _horde,
    "study_language": _language,
    "leeching": _leech,
}


def _special(screen: CityActionsScreen, a: Adventurer) -> tuple[str, str, int]:
    """The highlighted special action's id, name and price."""
    menu = screen.query_one("#acts-menu", OptionList)
    at = menu.highlighted
    option = menu.get_option_at_index(at) if at is not None else None
    found = district_actions.find(screen.driver.game, option.id or "") if option else None
    if found is None:
        return "", "", 0
    return found.id, found.name, found.gold


def _buy(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    _, name, gold = _special(screen, a)
    counts = [n for n in (1, 2, 3, 5) if not gold or n * gold <= a.gold]
    out = [(f"||{n}", f"{n} for {n * gold} gold" if gold else f"{n}, free") for n in counts]
    return (f"{name}: how many?" if out else f"{a.name} cannot pay for one"), out


def _loan(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    return f"{a.name} borrows how much? (30% more is owed, p. 319)", [
        (f"||{n}", f"{n} gold, {loans.owed(n)} owed") for n in (50, 100, 200, 500, 1000)
    ]


def _bet(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    bets = sorted({n for n in (10, 25, 50, 100, a.gold) if 1 <= n <= a.gold})
    out = [(f"||{n}", f"bet {n} gold (a win pays {n // 4} more)") for n in bets]
    return (
        f"{a.name} bets how much on the fight? (p. 303)" if out else f"{a.name} has no gold"
    ), out


TALES = ("the Worm stirs beneath the Grey", "a lord below hoards unguarded gold")
"""Tales the screen offers to spread (the text game takes any)."""


def _bribe(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    action, name, _ = _special(screen, a)
    tales = TALES if action == "spread_rumors" else ("",)
    out = [
        (f"|{tale}|{g}", f"{g} gold (+{g // 20}){': ' + tale if tale else ''}")
        for tale in tales
        for g in (0, 20, 40, 60, 80, 100)
        if g <= a.gold
    ]
    return f"{name}: spend how much gold on the test? (+1 for each 20, p. 299)", out


def _words(*examples: str) -> Ask:
    def ask(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
        _, name, _ = _special(screen, a)
        return f"{name}: which?", [(f"|{e}|", e) for e in examples]

    return ask


def _carried(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    pack = screen.driver.game.pack
    _, name, _ = _special(screen, a)
    out = [(f"|{c.item}|", pack.items[c.item].name) for c in a.inventory.things()]
    return f"{name}: {a.name} hands over what?", out


def _barred(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    """The loot the Market refuses this phase, for Fence goods (p. 305)."""
    game = screen.driver.game
    barred = game.city.unsold if game.city is not None else ()
    out = [(f"|{t}|", game.pack.treasure[t].name) for t in barred]
    if not out:
        return "The guild holds nothing the Market refuses this phase", out
    return f"{a.name} fences which piece? (10 gold a syllable, p. 158)", out


def _animal(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    animals = screen.driver.game.pack.animals.values()
    return f"{a.name} buys which animal? (100 gold, p. 313)", [
        (f"|{k.id}|", f"{k.name}, knowing '{k.suited[0]}'") for k in animals
    ]


def _character(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    folk = screen.driver.game.pack.characters.values()
    return f"{a.name} gossips about whom? (10 gold, p. 309)", [(f"|{c.id}|", c.name) for c in folk]


def _koan(screen: CityActionsScreen, a: Adventurer) -> tuple[str, list[tuple[str, str]]]:
    if not a.initiation:
        return f"{a.name} seeks the lesser mysteries (p. 319)", [("||", "be initiated")]
    riddle, _ = district_policy.koan(a.initiation)
    guesses = sorted({words[0] for _, words in district_policy.KOANS})
    return f"The koan: {riddle} {a.name} answers…", [(f"|{g}|", g) for g in guesses]


_PLAY_ASK: dict[str, Ask] = {
    "initiate": _koan,
    "pillow": _character,
    "buy": _buy,
    "harvest": _buy,
    "seal": _carried,
    "gifts": _carried,
    "fence": _barred,
    "animal": _animal,
    "loan": _loan,
    "fight": _bet,
    "bribe": _bribe,
    "makeover": _words("shaven and oiled", "curled and perfumed", "painted like a noble"),
    "stars": _words("high", "low", "3 2 1"),
    "letter": _words("family at home", "a rival guild", "the ruler of the City"),
}
"""What the screen asks for a district's special action, by what it does (districts.toml)."""
