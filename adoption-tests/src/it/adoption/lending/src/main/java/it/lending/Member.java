package it.lending;

import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

/** A member, in the collection SDM names after the class ({@code member}). */
@Getter
@Setter
@Document
public class Member {

    @Id
    private String id;

    // members sign in with it: one account per address
    @Indexed(unique = true)
    private String emailAddress;

    private String displayName;
}
