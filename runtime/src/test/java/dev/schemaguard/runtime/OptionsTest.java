package dev.schemaguard.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.bson.BsonInt32;
import org.bson.BsonString;
import org.junit.jupiter.api.Test;

class OptionsTest {

    @Test
    void theDefaultsSendNoCommitQuorum() {
        assertNull(Options.defaults().commitQuorum());
        assertSame(Options.defaults(), Options.defaults());
    }

    @Test
    void eachSetterReturnsANewOptionsAndLeavesTheOldOneAsItWas() {
        Options defaults = Options.defaults();
        Options majority = defaults.commitQuorum("majority");
        assertNotSame(defaults, majority);
        assertNull(defaults.commitQuorum(), "the defaults are shared: they must not change");
        assertEquals(new BsonString("majority"), majority.commitQuorum());
        Options two = majority.commitQuorum(2);
        assertEquals(new BsonInt32(2), two.commitQuorum());
        assertEquals(new BsonString("majority"), majority.commitQuorum());
        assertEquals(new BsonString("votingMembers"), two.commitQuorum("votingMembers").commitQuorum(), "the last one set counts");
    }
}
