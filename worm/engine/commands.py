"""Commands: what a player, a script or the autoplay asks the engine to do (pydantic, JSON)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from worm.tarot import Suit


class Command(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)


class TestFate(Command):
    """Test fate (pp. 8–11): who draws, with which attribute, and what they bring to it."""

    __test__ = False  # not a pytest test class
    kind: Literal["test_fate"] = "test_fate"
    who: str
    attribute: Suit
    task: str = ""
    obstacle: str | None = None  # with ``method``: bound by fate (p. 11)
    method: str | None = None
    motif: int | None = Field(default=None, ge=0, le=2)  # which of the three motifs applies
    spend_resolve: bool = False
    aided_by: str | None = None
    dangerous: bool = False  # a great failure here costs a Wound (p. 9)
    inspired: bool = False  # the tester's inspiration card instead of a draw (p. 79)


class PushFate(Command):
    """Push the failed test that is waiting (p. 9)."""

    kind: Literal["push_fate"] = "push_fate"
    inspired: bool = False  # the tester's inspiration card instead of a draw (p. 79)
    outright: str | None = None  # Iron Beards or Underfoot: 1 Resolve, a success (p. 61)


class Elect(Command):
    """``who``'s player says beforehand whether they use ``talent`` when its moment comes
    (Aegis p. 70, Ambusher p. 74, Berserkergang p. 64): ``yes``, ``no``, or ``gm`` to leave
    it to the GM's policy again. No time passes."""

    kind: Literal["elect"] = "elect"
    who: str
    talent: str
    choice: Literal["yes", "no", "gm"]


class Ready(Command):
    """``who`` names Iron Beards, Underfoot or Colossal before the draw (p. 61): the next test
    of fate it bears on succeeds outright for 1 Resolve, a great failure saved. ``talent``
    None takes the naming back."""

    kind: Literal["ready"] = "ready"
    who: str
    talent: str | None = None


class AcceptFate(Command):
    """Let the failed test that is waiting stand."""

    kind: Literal["accept_fate"] = "accept_fate"


class GroupTest(Command):
    """A group test (p. 11): the most and the least qualified draw, and each decides alone
    whether to push a failure: ``push`` names who pushes."""

    kind: Literal["group_test"] = "group_test"
    attribute: Suit
    task: str = ""
    push: Literal["none", "most", "least", "both"] = "none"
    obstacle: str | None = None  # with ``method``: bound by fate (p. 11)
    method: str | None = None
    dangerous: bool = False  # a tight spot or a disaster costs Wounds (policy, p. 11)
    favor: tuple[str, ...] = ()  # reasons both testers have favor (an ally at their side)
    own_table: bool = False  # the caller reads the hits itself (a retreat, p. 124): no tight spot


class ReadOracle(Command):
    """Read the top of a discard pile as an oracle (p. 182)."""

    kind: Literal["read_oracle"] = "read_oracle"
    oracle: Literal["adventurer", "belt", "pack"]


# --- the Crawl (chapter 6) ---------------------------------------------------------------


class Delve(Command):
    """Go down into the Underworld by a known surface entrance (p. 178: declare which one)."""

    kind: Literal["delve"] = "delve"
    level: int | None = None  # the level whose surface entrance to use; None: the main one


class Go(Command):
    """Travel to a room of the level's map by its key (p. 86, p. 178); stops early with a reason."""

    kind: Literal["go"] = "go"
    to: str


class Step(Command):
    """Walk one tile (p. 86): a watch only when the step passes into another room."""

    kind: Literal["step"] = "step"
    dx: int = Field(ge=-1, le=1)
    dy: int = Field(ge=-1, le=1)


class Walk(Command):
    """Travel to a tile the guild has seen, by the ways it knows (p. 86); stops early like
    ``go``."""

    kind: Literal["walk"] = "walk"
    x: int = Field(ge=0)
    y: int = Field(ge=0)


class Explore(Command):
    """Travel to the nearest room on the map the guild has not entered yet (p. 86)."""

    kind: Literal["explore"] = "explore"


class Take(Command):
    """Take the way up, down, across or out that ends in this room (Appendix E, step 7)."""

    kind: Literal["take"] = "take"
    way: WayName


class Look(Command):
    """Glance at the room, or scrutinize one thing in it (p. 183)."""

    kind: Literal["look"] = "look"
    at: str | None = None


class Search(Command):
    """Search the room (p. 88): ``how`` says how; no ``how`` means searching everything, which
    is moving carefully for a while (an extra draw that only counts on I–V)."""

    kind: Literal["search"] = "search"
    how: str = ""


class Listen(Command):
    """Listen at the room's ways out: free information, no card (p. 183)."""

    kind: Literal["listen"] = "listen"


class Careful(Command):
    """Move carefully, or stop doing so (p. 91)."""

    kind: Literal["careful"] = "careful"
    on: bool = True


class OpenDoor(Command):
    """Open the door towards a neighbouring room, with its key if it is locked (p. 88)."""

    kind: Literal["open"] = "open"
    to: str
    who: str | None = None


class ForceDoor(Command):
    """Force a locked door: a Swords test, favor with a crowbar or ram; loud (p. 88)."""

    kind: Literal["force"] = "force"
    to: str
    who: str | None = None


class Colossal(Command):
    """A troll's feat of Colossal on a locked door (p. 61): 1 Resolve, and it is smashed down
    with no test; ``who`` the troll (None: the first able to)."""

    kind: Literal["colossal"] = "colossal"
    to: str
    who: str | None = None


class PickLock(Command):
    """Pick a lock: a Pentacles test with lockpicks; fine work wants light (pp. 88, 94)."""

    kind: Literal["pick"] = "pick"
    to: str
    who: str | None = None


class Spy(Command):
    """Look down the way to a neighbouring room through a spyglass (p. 168)."""

    kind: Literal["spy"] = "spy"
    to: str
    who: str | None = None


class SpikeDoor(Command):
    """Wedge the door to a neighbouring room shut with an iron spike (p. 167)."""

    kind: Literal["spike"] = "spike"
    to: str
    who: str | None = None


class Act(Command):
    """Do one of the things a feature, trap or event in the room offers (pp. 5, 183)."""

    kind: Literal["act"] = "act"
    target: str
    option: int = Field(ge=1)
    who: str | None = None
    colossal: bool = False  # a feat of strength done by a troll's Colossal: no test (p. 61)


class Choose(Command):
    """Answer the choice the GM is waiting on (a travel event, a trap going off)."""

    kind: Literal["choose"] = "choose"
    option: int = Field(ge=1)
    who: str | None = None
    colossal: bool = False  # a feat of strength done by a troll's Colossal: no test (p. 61)


class UseItem(Command):
    """Use a carried thing: light a candle or torch, fill a lantern with oil, snuff a light.

    ``uid`` names the very thing a list offered; without it, of the things named ``item`` the
    first that can be lit is taken (a fresh torch before a spent one)."""

    kind: Literal["use"] = "use"
    who: str
    item: str
    uid: int | None = Field(default=None, ge=1)


class DropItem(Command):
    """Drop a carried thing; a lit source may go out or break (p. 95)."""

    kind: Literal["drop"] = "drop"
    who: str
    item: str
    uid: int | None = Field(default=None, ge=1)  # the very thing a list offered (``UseItem``)


class Porter(Command):
    """Hand a carried thing to a Jarl's goblin horde to carry (p. 65), or, ``back``, take one
    from its load: ``who`` hands over or takes back, ``item`` names the thing (``uid`` the very
    one a list offered), ``horde`` the companion when the guild has more than one horde."""

    kind: Literal["porter"] = "porter"
    who: str
    item: str
    uid: int | None = Field(default=None, ge=1)
    back: bool = False
    horde: str | None = None


class TakeTreasure(Command):
    """Take what the room holds: treasure, and any key left there (p. 88)."""

    kind: Literal["take_treasure"] = "take_treasure"


class Talk(Command):
    """Open a parley (pp. 99–100): with the creatures met, or with ``to``, a named character
    here. In a parley it shows where things stand: the mood, the tongues, what the guild knows."""

    kind: Literal["talk"] = "talk"
    to: str | None = None


Ask = Literal["passage", "aid", "information", "hint", "treasure"]
"""What the guild can ask for in a parley (p. 100): to be let by, a temporary ally, news of the
level, a hint toward its quest, or the treasure the creatures sit on."""


ApproachName = Literal[
    "offer", "flatter", "appeal", "threaten", "deceive", "ask", "trade", "request", "lore"
]
"""The ways of going about a parley (p. 100)."""

WayName = Literal["up", "down", "across", "out"]
"""The ways between levels and out of the Underworld (Appendix E): across joins two levels in
one row of the tarot table (p. 333)."""


class Approach(Command):
    """One approach in a parley (p. 100): say what the guild wants and how it goes about it.

    ``who`` speaks (or gives); ``item``, ``gold`` or ``treasure`` are offered or traded;
    ``service`` is a taste id of something the guild does for them (``stories``, ``music``);
    ``trait`` is the number of a known like (``appeal``) or need (``threaten``); ``ask`` is
    what a ``request`` or a ``trade`` is for; ``illusion`` is a thing held in one hand that
    Dwimmercraft's petty magic conjures to be offered as if real (p. 82).
    """

    kind: Literal["approach"] = "approach"
    approach: ApproachName
    who: str | None = None
    item: str | None = None
    gold: int = Field(default=0, ge=0)
    treasure: str | None = None
    service: str | None = None
    trait: int | None = Field(default=None, ge=1)
    ask: Ask | None = None
    taste: Literal["like", "dislike"] | None = None  # a Con Artist's pick (p. 74)
    paid_with: Literal["bid", "resolve"] | None = None  # a lore bid's price (Loremaster, p. 79)
    illusion: str | None = None  # a thing conjured by Dwimmercraft and offered (p. 82)


class Banter(Command):
    """Banter in a fight (p. 119): words that may move the foe's Disposition one step."""

    kind: Literal["banter"] = "banter"
    intent: Literal["intimidate", "taunt", "placate"]
    who: str | None = None


class Fight(Command):
    """Fight the creatures met: the Challenge (hand-off, p. 107)."""

    kind: Literal["fight"] = "fight"


class Withdraw(Command):
    """Back away from the creatures met into the room the guild came from."""

    kind: Literal["withdraw"] = "withdraw"


class Camp(Command):
    """Make camp here (chapter 8, p. 136): the Camp begins with each adventurer's Camp Action."""

    kind: Literal["camp"] = "camp"


class CampAct(Command):
    """One adventurer's Camp Action (pp. 137–139). ``partner`` names the guild-mate Fellowship
    is shared with or the teacher of Train; ``what`` the talent to train or use, the item to
    use or the question's subject; ``xp`` what Train invests (p. 33); ``pacts`` the pacts
    Make a Pact swears, each with the spell whose component it charges (None: the GM's
    choice), p. 83."""

    kind: Literal["camp_act"] = "camp_act"
    who: str
    action: str
    partner: str | None = None
    what: str | None = None
    xp: int = Field(default=1, ge=1, le=7)
    gifts: tuple[tuple[str, str], ...] = ()  # High Chant: (card name, who) pairs (p. 79)
    pacts: tuple[tuple[str, str | None], ...] = ()
    forms: tuple[str, ...] = ()  # Brew Alchemy: bomb, potion, oil or keep for each reagent
    spot: str | None = None  # Infiltrate: the key of the room sneaked out to (p. 74)
    # Beast Master's training (p. 78): which companion learns which command, and the one it
    # forgets to make room
    animal: str | None = None
    command: str | None = None
    forget: str | None = None


class CampOn(Command):
    """Go on to the Camp's next step: from the Camp Actions to the meal and the night, from
    recovery to the morning (p. 136). Who has taken no action rests."""

    kind: Literal["camp_on"] = "camp_on"


class Burn(Command):
    """Burn a charged Bond in recovery (p. 141): ``who`` burns their Bond with ``mate``
    (their first charged one if not named) for ``mend`` — stressed, injured, talent or resolve
    (the GM's order if not named)."""

    kind: Literal["burn"] = "burn"
    who: str
    mate: str | None = None
    mend: str | None = None
    animal: str | None = None  # burned for this companion's Injured instead (p. 141)


class Harvest(Command):
    """``who``, an alchemist, spends a watch harvesting reagents from the fresh kills where
    the guild stands, each into an empty hermetic bottle (p. 231)."""

    kind: Literal["harvest"] = "harvest"
    who: str


class Sleeve(Command):
    """Up My Sleeve (p. 74): ``who`` spends 1 Resolve and brings out ``item``, an ordinary
    one-slot thing they had with them all along; twice in a Crawl, one per sleeve."""

    kind: Literal["sleeve"] = "sleeve"
    who: str
    item: str


class Sneak(Command):
    """Sneak (p. 74): ``who`` goes sneaking, off-stage, to turn up later (``Arrive``)."""

    kind: Literal["sneak"] = "sneak"
    who: str


class Lift(Command):
    """Sneak (p. 74): ``who``, off sneaking, creeps to the room ``to`` next door and lifts its
    treasure unseen (``worm.engine.sneak_lift``)."""

    kind: Literal["lift"] = "lift"
    who: str
    to: str


class Scout(Command):
    """Sneak (p. 74): ``who``, off sneaking, creeps ahead to the room ``to`` next door and
    looks it over unseen (``worm.engine.sneak_ahead``)."""

    kind: Literal["scout"] = "scout"
    who: str
    to: str


class Arrive(Command):
    """Sneak (p. 74): ``who``, off sneaking, turns up: free once nothing is afoot; for 1
    Resolve into a fight under way, or as an ambush on creatures met before a fight."""

    kind: Literal["arrive"] = "arrive"
    who: str


class Meditate(Command):
    """Area Sense (p. 57): ``who`` spends 2 Resolve and a watch in meditation, and the GM
    tells as many visions of the rooms around as a drawn card's value."""

    kind: Literal["meditate"] = "meditate"
    who: str


class SecondSight(Command):
    """Dwimmercraft (p. 82): ``who`` spends 1 Resolve to focus second sight for a watch."""

    kind: Literal["second_sight"] = "second_sight"
    who: str


class Translate(Command):
    """Loremaster (p. 79): ``who`` spends a watch translating the old script cut here: by a
    trap, or on the room feature named ``what`` (words of its name; unnamed, the first)."""

    kind: Literal["translate"] = "translate"
    who: str
    what: str | None = None


class AskLore(Command):
    """A lore bid in the Crawl (p. 32): ``who`` asks of the level's ``past`` or of a ``room``
    on the map (the past of a room, with ``room``; with ``words`` ``way``, of the pathway to
    the neighbouring ``room``); with a talent, ``sense`` (Keen Senses,
    p. 56), ``foretell`` (Foretell, p. 56) or ``doom`` (Spout Doom, p. 57) a room instead; or,
    anywhere, ``recall`` one thing the guild was told, the one ``words`` name (Read the Past,
    p. 56). In a parley, ``foretell`` or ``doom`` a ``deed`` instead: an offer or words the
    guild might try (pp. 56–57); with ``words`` ``take``, taking what lies in the room; with
    ``words`` ``door``, opening the door to the neighbouring ``room``; with ``words``
    ``road``, taking the way ``room`` names (up, down or across) that ends here."""

    kind: Literal["ask_lore"] = "ask_lore"
    who: str
    about: Literal["past", "room", "sense", "foretell", "doom", "recall"]
    room: str | None = None
    words: str | None = None
    deed: Approach | None = None
    paid_with: Literal["bid", "resolve"] | None = None  # "resolve": a Loremaster's (p. 79)


class Upkeep(Command):
    """Pay for an upkeep tier in the City (p. 154): ``who`` lives destitute, impoverished,
    common or luxurious until the next delve, and refills the pack to match; a ``payer``
    may make up the cost ``who`` cannot pay (the example of p. 172)."""

    kind: Literal["upkeep"] = "upkeep"
    who: str
    tier: str
    payer: str | None = None  # a guild-mate who makes up what ``who`` lacks (p. 172)


class TakeContract(Command):
    """Sign a contract on the job board (pp. 46, 160): by its place on the board (1–5) or id."""

    kind: Literal["take_contract"] = "take_contract"
    contract: str


class Plan(Command):
    """Go on to step 7 of the City Phase (p. 148): the City Actions are over for whoever has
    not taken one, and the job board goes up (pp. 160–161)."""

    kind: Literal["plan"] = "plan"


class DropContract(Command):
    """Give up a contract the guild has signed (p. 46): by its place in the list or its id."""

    kind: Literal["drop_contract"] = "drop_contract"
    contract: str


class Buy(Command):
    """Take ``count`` of an item from the Omphalic Market (pp. 154, 163): the upkeep tier
    ``who`` has paid for must buy it, and it must fit on them (p. 37)."""

    kind: Literal["buy"] = "buy"
    who: str
    item: str
    count: int = Field(default=1, ge=1)


class BuyBack(Command):
    """Buy stolen gear back off the trader's stall (A Theft, p. 152) for ``who``."""

    kind: Literal["buy_back"] = "buy_back"
    who: str
    item: str


class Ransom(Command):
    """Pay the Olu Gang to free one of the guild they hold (We're doomed!, IX, p. 95): 1,000
    gold per point of guild Fame, the guild's purses together (policy ``worm.gm.ransom``)."""

    kind: Literal["ransom"] = "ransom"
    who: str  # the name of the one held, whole or first


class Sell(Command):
    """Hand one carried thing back to the Market (policy ``worm.gm.market``)."""

    kind: Literal["sell"] = "sell"
    who: str
    item: str


class Repair(Command):
    """Have a Notched item mended in the City (p. 163), under an upkeep tier that buys it."""

    kind: Literal["repair"] = "repair"
    who: str
    item: str


class KeepTreasure(Command):
    """Keep a piece of the loot instead of selling it (p. 162): ``keep`` takes a piece sold on
    arrival back from the Market, each share of it returned; ``keep=False`` sells a kept piece
    after all, its worth shared as the loot's is."""

    kind: Literal["keep_treasure"] = "keep_treasure"
    treasure: str
    keep: bool = True


class CityAct(Command):
    """One adventurer's City Action in step 6 (pp. 156–159): ``action`` by id (``bank``,
    ``beg``, ``build``, ``carouse``, ``commission``, ``funeral``, ``components``, ``research``,
    ``support``, ``train``); ``what`` the thing built, commissioned, researched, supported, the
    talent trained or the dead buried; ``amount`` the gold banked (negative: withdrawn) or the
    XP trained or kept; ``option`` Carouse's ``half``/``all``, Commission's band, Support's
    scale; ``camp`` is a Camp Action taken instead (p. 156): ``what`` its id, ``option`` the
    talent, item or subject, ``partner`` the guild-mate, ``amount`` Train's XP."""

    kind: Literal["city_act"] = "city_act"
    who: str
    action: str
    what: str | None = None
    amount: int | None = None
    option: str | None = None
    material: str | None = None  # Support: a thing carried up from below spent on it (p. 172)
    partner: str | None = None  # a Camp Action's guild-mate, taken as the City Action (p. 156)


class Tend(Command):
    """Spend a poultice on a guild-mate at Death's Door (pp. 126, 169): ``who`` carries and
    applies it; ``patient``, the dying one, tests Wands to live."""

    kind: Literal["tend"] = "tend"
    who: str
    patient: str


class Quest(Command):
    """The guild's quest (p. 33): with ``who``, take up that adventurer's quest (only while the
    guild pursues none); with ``done``, the guild's quest is completed. Each time every living
    member gains 3 XP. Played in the City."""

    kind: Literal["quest"] = "quest"
    who: str | None = None
    done: bool = False


class Retire(Command):
    """``who`` retires to the City (p. 38), leaving the next adventurer a gift for each 10 XP."""

    kind: Literal["retire"] = "retire"
    who: str


class Motif(Command):
    """``who`` changes their motif number ``number`` (1–3) to ``words``, in the City with the
    GM's agreement (p. 25)."""

    kind: Literal["motif"] = "motif"
    who: str
    number: int
    words: str


class Byname(Command):
    """``who``'s player names their byname ``words`` (p. 53): the table's own invention in
    place of the GM's, in the City."""

    kind: Literal["byname"] = "byname"
    who: str
    words: str


class WoundOrder(Command):
    """``who``'s player says how their Wounds are taken, first open step first (p. 124;
    ``worm.rules.wound_order``); an empty ``order`` leaves it to the GM's careful default.
    No time passes."""

    kind: Literal["wound_order"] = "wound_order"
    who: str
    order: tuple[str, ...] = ()


class TakeWound(Command):
    """The asked Wound is taken as ``way``, one of the ways the game asked about (p. 124;
    a step of a Wound order: "armor:shield", "talent:sneak", "Staggered"…)."""

    kind: Literal["take_wound"] = "take_wound"
    who: str = ""
    way: str


class Calm(Command):
    """``who``, berserk, spends 1 Resolve to end the rage before the fight is won (p. 64)."""

    kind: Literal["calm"] = "calm"
    who: str


class Recruit(Command):
    """A new adventurer joins the guild in the City (p. 39), on ``path`` or the GM's choice."""

    kind: Literal["recruit"] = "recruit"
    path: Suit | None = None


ActionName = Literal[
    "Attack",
    "Riposte",
    "Aim",
    "Avoid",
    "Dash",
    "Dodge",
    "Roughhouse",
    "Aid Another",
    "Command",
    "Pull Item from Pack",
    "Use Item",
    "Banter",
    "Speak Incantation",
    "Recover",
    "Brandish",
    "Bid Lore",
    "Guard",
    "Move",
    "Pull Item from Belt",
    "Reload Crossbow",
    "Test Fate",
    "Trivial Action",
    "Vigilance",
    "Heavy Metal Machine",
    "Counter-spell",
    "Colossal",
]


class Negate(Command):
    """``who`` spends 1 Resolve to end a spell already in play in the fight (Counter-spell,
    p. 82): the oldest that holds ``whom``, or anyone when None."""

    kind: Literal["negate"] = "negate"
    who: str
    whom: str | None = None


class Counsel(Command):
    """``who`` yells advice to ``to`` and hands them ``card`` from their hand, whose suit is
    ``action``'s (Counsel, p. 78); with ``resolve`` they may play it as an interrupt."""

    kind: Literal["counsel"] = "counsel"
    who: str
    to: str
    card: str
    action: ActionName
    resolve: bool = False


class Initiative(Command):
    """Lay a card from the hand face down as Initiative (p. 112)."""

    kind: Literal["initiative"] = "initiative"
    who: str
    card: str  # a card name, e.g. "Knight of Cups"


class Play(Command):
    """Play a card from the hand as a Challenge Action (pp. 113–120).

    On the adventurer's own turn the action's attribute is added; as a ``minor`` action in
    another's turn the card's suit must match the action and only its face value counts
    (p. 115). With ``fool`` the Fool goes down with the card: an extra turn, an interrupt,
    attribute added (p. 114). ``target`` is a combatant's name or key; ``option`` what the
    action needs besides: a Roughhouse manoeuvre (disarm, displace, root, trip), a zone to move
    to, an item, a spell, a Banter's intent, the action a Vigilance will take, a feat tested."""

    kind: Literal["play"] = "play"
    who: str
    card: str
    action: ActionName
    target: str | None = None
    option: str | None = None
    minor: bool = False
    fool: bool = False
    resolve: bool = False  # spend a point of Resolve for favor (p. 113)
    spare: bool = False  # a finishing blow spares the foe (p. 125)
    part: str | None = None  # the dungeon lord's pool an Attack is aimed at (p. 251)


class Pass(Command):
    """Let the moment go: skip your turn (p. 114), close the window for minor actions, or let
    an enemy's action land without an interrupt. At an interrupt, ``hush`` also says not to be
    asked again: ``fight``, by anyone offered this window, for the rest of this fight; ``never``,
    a standing no to each interrupt talent that asked (``elect WHO TALENT no``), until changed."""

    kind: Literal["pass"] = "pass"
    hush: Literal["", "fight", "never"] = ""


class Warn(Command):
    """At an ambush, the ambusher asked says whether they spend 1 Resolve to raise a hue and
    cry, so the guild is not caught out (Ambusher, p. 74); ``warn`` false lets it go."""

    kind: Literal["warn"] = "warn"
    who: str
    warn: bool = True


class Retreat(Command):
    """The guild runs from the Challenge (p. 124): each adventurer spends a card, then a group
    test of Pentacles. ``push`` names which of the two testers pushes a failure (p. 9): each
    tester's player decides, before the run."""

    kind: Literal["retreat"] = "retreat"
    push: Literal["none", "most", "least", "both"] = "both"


class Surrender(Command):
    """The guild lays down its arms and throws itself on its foes' mercy (p. 124)."""

    kind: Literal["surrender"] = "surrender"


CHALLENGE = (Initiative, Play, Pass, Retreat, Surrender)

CRAWL = (
    Delve,
    Go,
    Step,
    Walk,
    Explore,
    Take,
    Look,
    Search,
    Listen,
    Careful,
    OpenDoor,
    ForceDoor,
    Colossal,
    PickLock,
    SpikeDoor,
    Spy,
    Act,
    Choose,
    UseItem,
    DropItem,
    TakeTreasure,
    Talk,
    Approach,
    Banter,
    Fight,
    Withdraw,
    Camp,
    CampAct,
    CampOn,
    Burn,
    Tend,
    Harvest,
    Sleeve,
    Sneak,
    Lift,
    Scout,
    Arrive,
    Meditate,
    SecondSight,
    Translate,
    AskLore,
)

AnyCommand = Annotated[
    TestFate
    | PushFate
    | Ready
    | Elect
    | AcceptFate
    | GroupTest
    | ReadOracle
    | Delve
    | Go
    | Step
    | Walk
    | Explore
    | Take
    | Look
    | Search
    | Listen
    | Careful
    | OpenDoor
    | ForceDoor
    | Colossal
    | PickLock
    | SpikeDoor
    | Spy
    | Act
    | Choose
    | UseItem
    | DropItem
    | TakeTreasure
    | Talk
    | Approach
    | Banter
    | Fight
    | Withdraw
    | Camp
    | CampAct
    | CampOn
    | Burn
    | Tend
    | Harvest
    | Sleeve
    | Sneak
    | Lift
    | Scout
    | Arrive
    | Meditate
    | SecondSight
    | Translate
    | AskLore
    | Upkeep
    | TakeContract
    | Plan
    | DropContract
    | Buy
    | BuyBack
    | Ransom
    | Sell
    | Repair
    | KeepTreasure
    | CityAct
    | Quest
    | Retire
    | Recruit
    | Motif
    | Byname
    | Porter
    | WoundOrder
    | TakeWound
    | Calm
    | Negate
    | Counsel
    | Initiative
    | Play
    | Pass
    | Warn
    | Retreat
    | Surrender,
    Field(discriminator="kind"),
]
COMMANDS: TypeAdapter[AnyCommand] = TypeAdapter(AnyCommand)
