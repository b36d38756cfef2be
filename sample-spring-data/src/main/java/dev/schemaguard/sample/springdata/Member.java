package dev.schemaguard.sample.springdata;

import jakarta.validation.constraints.Size;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

/** A library member, who borrows books. */
@Document("members")
public class Member {

    @Id
    private String id;

    // members sign in with their e-mail address, and one address is one member
    @Indexed(unique = true)
    @Size(max = 254)
    private String email;

    @Size(max = 200)
    private String name;

    protected Member() {}

    public Member(String email, String name) {
        this.email = email;
        this.name = name;
    }

    public String getId() {
        return id;
    }

    public String getEmail() {
        return email;
    }

    public String getName() {
        return name;
    }
}
